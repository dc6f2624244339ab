using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Runtime.CompilerServices;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Xunit;

namespace Spanwire.Generator.Tests;

/// <summary>
/// The generator's layers, as docs/design.md draws them: parsing makes the model, emission and the exports read only
/// the model. Every name in the generator's source is bound, so a qualified name or an extension call counts as much
/// as a <c>using</c>.
/// </summary>
public class ArchitectureTests
{
    private const string Root = "Spanwire.Generator";

    /// <summary>What each layer may refer to besides itself. Controls parse layout attributes: they are parsing.</summary>
    private static readonly Dictionary<string, string[]> Allowed = new()
    {
        ["Model"] = [],
        ["Diagnostics"] = ["Model"],
        ["Parsing"] = ["Model", "Diagnostics", "Controls"],
        ["Controls"] = ["Model", "Diagnostics", "Parsing"],
        ["Emitting"] = ["Model"],

        // The catalog runs the parser over a compilation; the exports themselves read its models.
        ["Exporting"] = ["Model", "Parsing"],
        ["Analyzers"] = ["Model", "Diagnostics", "Parsing", "Controls", "Exporting"],
    };

    [Fact]
    public void No_layer_refers_to_a_later_one()
    {
        string generator = Path.Combine(RepositoryRoot(), "src", "Generator");
        SyntaxTree[] trees = [.. Directory.EnumerateFiles(generator, "*.cs", SearchOption.AllDirectories)
            .Where(path => !path.Contains($"{Path.DirectorySeparatorChar}obj{Path.DirectorySeparatorChar}", StringComparison.Ordinal))
            .Select(path => CSharpSyntaxTree.ParseText(File.ReadAllText(path), path: path))];
        CSharpCompilation compilation = CSharpCompilation.Create("Layers", trees,
            [.. GeneratorHarness.References.Value, MetadataReference.CreateFromFile(typeof(SyntaxNode).Assembly.Location), MetadataReference.CreateFromFile(typeof(CSharpSyntaxNode).Assembly.Location)],
            new CSharpCompilationOptions(OutputKind.DynamicallyLinkedLibrary));

        var backEdges = new List<string>();
        var edges = new HashSet<(string From, string To)>();
        foreach (SyntaxTree tree in trees)
        {
            string? from = Layer(tree.GetRoot().DescendantNodes().OfType<BaseNamespaceDeclarationSyntax>().FirstOrDefault()?.Name.ToString());
            if (from is null)
            {
                continue;
            }

            Assert.True(Allowed.ContainsKey(from), $"{tree.FilePath}: the layer {from} is not in the table");
            SemanticModel model = compilation.GetSemanticModel(tree);
            foreach (SimpleNameSyntax name in tree.GetRoot().DescendantNodes().OfType<SimpleNameSyntax>())
            {
                ISymbol? symbol = model.GetSymbolInfo(name).Symbol ?? model.GetSymbolInfo(name).CandidateSymbols.FirstOrDefault();
                INamespaceSymbol? space = symbol as INamespaceSymbol ?? symbol?.ContainingNamespace;
                if (Layer(space?.ToDisplayString()) is not { } to || to == from)
                {
                    continue;
                }

                edges.Add((from, to));
                if (!Allowed[from].Contains(to))
                {
                    backEdges.Add($"{Path.GetRelativePath(generator, tree.FilePath)}:{name.GetLocation().GetLineSpan().StartLinePosition.Line + 1}: {from} refers to {to} ({symbol!.Name})");
                }
            }
        }

        Assert.Empty(backEdges);

        // The check binds names: it sees the edges the layers are built on.
        Assert.Contains(("Emitting", "Model"), edges);
        Assert.Contains(("Controls", "Parsing"), edges);
        Assert.Contains(("Exporting", "Model"), edges);
    }

    /// <summary>The layer a namespace of the generator belongs to (its first segment after the root), or null outside them.</summary>
    private static string? Layer(string? space)
        => space is not null && space.StartsWith(Root + ".", StringComparison.Ordinal) ? space[(Root.Length + 1)..].Split('.')[0] : null;

    private static string RepositoryRoot([CallerFilePath] string testFile = "")
        => Path.GetFullPath(Path.Combine(Path.GetDirectoryName(testFile)!, "..", ".."));
}
