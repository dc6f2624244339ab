using System;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Spanwire.Generator.Emitting;
using Spanwire.Generator.Model;
using Spanwire.Generator.Parsing;

namespace Spanwire.Generator;

/// <summary>
/// Generates big-endian binary serialization for <c>[BinarySerializable]</c> types.
/// Pipeline: attribute-filtered syntax → <see cref="TypeModel"/> (equatable, no symbols) combined with
/// compilation <see cref="Capabilities"/> (equatable flags) → emitted source.
/// </summary>
[Generator(LanguageNames.CSharp)]
public sealed class SpanwireGenerator : IIncrementalGenerator
{
    /// <inheritdoc />
    public void Initialize(IncrementalGeneratorInitializationContext context)
    {
        IncrementalValuesProvider<TypeModel> types = context.SyntaxProvider
            .ForAttributeWithMetadataName(
                "Spanwire.BinarySerializableAttribute",
                static (node, _) => node is ClassDeclarationSyntax or StructDeclarationSyntax or RecordDeclarationSyntax,
                static (context, cancellationToken) => Parser.Parse(context, cancellationToken))
            .Where(static model => model is not null)
            .Select(static (model, _) => model!)
            .WithTrackingName(TrackingNames.Types);

        IncrementalValueProvider<bool> readTrace = context.AnalyzerConfigOptionsProvider
            .Select(static (options, _) => options.GlobalOptions.TryGetValue("build_property.SpanwireReadTrace", out string? value)
                && string.Equals(value, "true", StringComparison.OrdinalIgnoreCase));
        IncrementalValueProvider<Capabilities> capabilities = context.CompilationProvider
            .Select(static (compilation, _) => Probe(compilation))
            .WithTrackingName(TrackingNames.Capabilities)
            .Combine(readTrace)
            .Select(static (pair, _) => pair.Left with { ReadTrace = pair.Right });

        context.RegisterSourceOutput(
            types.Combine(capabilities).WithTrackingName(TrackingNames.Output),
            static (output, pair) => output.AddSource(pair.Left.HintName, Emitter.Emit(pair.Left, pair.Right)));

        // The polyfill is needed only where a generated type registers itself.
        IncrementalValueProvider<bool> anyTypes = types.Collect().Select(static (all, _) => all.Length > 0);
        context.RegisterSourceOutput(capabilities.Combine(anyTypes), static (output, pair) =>
        {
            (Capabilities capabilities, bool any) = pair;
            if (any && capabilities.ModuleInitializer && capabilities.NeedsModuleInitializerAttribute)
            {
                output.AddSource("Spanwire.ModuleInitializerAttribute.g.cs", Emitter.ModuleInitializerAttributeSource);
            }
        });
    }

    private static Capabilities Probe(Compilation compilation)
    {
        LanguageVersion language = compilation is CSharpCompilation csharp ? csharp.LanguageVersion : LanguageVersion.Default;
        bool hasModuleInitializerAttribute = compilation.GetTypeByMetadataName("System.Runtime.CompilerServices.ModuleInitializerAttribute") is not null;
        return new Capabilities(
            StaticAbstractReadable: language >= LanguageVersion.CSharp11
                && compilation.SupportsRuntimeCapability(RuntimeCapability.VirtualStaticsInInterfaces)
                && compilation.GetTypeByMetadataName("Spanwire.IBinaryReadable`1") is not null,
            ModuleInitializer: language >= LanguageVersion.CSharp9,
            FileScopedNamespace: language >= LanguageVersion.CSharp10,
            NeedsModuleInitializerAttribute: !hasModuleInitializerAttribute,
            NullableAttributes: compilation.GetTypeByMetadataName("System.Diagnostics.CodeAnalysis.MaybeNullWhenAttribute") is not null,
            CollectionsMarshal: compilation.GetTypeByMetadataName("System.Runtime.InteropServices.CollectionsMarshal")?.GetMembers("SetCount").Length > 0,
            ImmutableCollectionsMarshal: compilation.GetTypeByMetadataName("System.Runtime.InteropServices.ImmutableCollectionsMarshal") is not null,
            RuntimeAlias: CapturesInfrastructure(compilation) && HasRuntimeAlias(compilation));
    }

    /// <summary>A type of this project named <c>Infrastructure</c> in namespace <c>Spanwire</c> hides the runtime's namespace of that name.</summary>
    private static bool CapturesInfrastructure(Compilation compilation)
    {
        foreach (INamespaceSymbol space in compilation.Assembly.GlobalNamespace.GetNamespaceMembers())
        {
            if (space.Name == "Spanwire" && !space.GetTypeMembers("Infrastructure").IsEmpty)
            {
                return true;
            }
        }

        return false;
    }

    /// <summary>
    /// Whether a reference carries <see cref="Emitter.RuntimeAlias"/>, the alias the package's targets give Spanwire.dll
    /// (its second reference to the same file, which the compiler merges into the first: no symbol to ask of it).
    /// </summary>
    private static bool HasRuntimeAlias(Compilation compilation)
    {
        foreach (MetadataReference reference in compilation.References)
        {
            if (reference.Properties.Aliases.Contains(Emitter.RuntimeAlias))
            {
                return true;
            }
        }

        return false;
    }
}
