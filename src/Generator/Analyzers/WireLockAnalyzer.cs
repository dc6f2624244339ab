using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.IO;
using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Text;
using Spanwire.Generator.Diagnostics;
using Spanwire.Generator.Exporting;
using Spanwire.Generator.Model;
using Spanwire.Generator.Parsing;

namespace Spanwire.Generator.Analyzers;

/// <summary>
/// Compares each <c>[BinarySerializable]</c> type's wire layout with the project's wire-format lock
/// (<c>WireFormat.lock.txt</c> among its additional files; without one, nothing is checked). An incompatible change
/// is SPW0030, a compatible one (an appended trailing member, a new union case, a new type, a rename) SPW0031, and a
/// locked type that is gone SPW0032.
/// </summary>
[DiagnosticAnalyzer(LanguageNames.CSharp)]
public sealed class WireLockAnalyzer : DiagnosticAnalyzer
{
    /// <inheritdoc />
    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics { get; } =
        [Descriptors.WireLayoutBroken, Descriptors.WireLayoutChanged, Descriptors.WireLayoutTypeRemoved];

    /// <inheritdoc />
    public override void Initialize(AnalysisContext context)
    {
        context.ConfigureGeneratedCodeAnalysis(GeneratedCodeAnalysisFlags.None);
        context.EnableConcurrentExecution();
        context.RegisterCompilationStartAction(start =>
        {
            AdditionalText? file = start.Options.AdditionalFiles.FirstOrDefault(text => Path.GetFileName(text.Path) == WireLock.FileName);
            if (file?.GetText(start.CancellationToken) is not { } text)
            {
                return;
            }

            // Looked up at the first type, as in LayoutAnalyzer: the compiler has bound the references by then.
            var known = new Lazy<KnownTypeSymbols>(() => KnownTypeSymbols.For(start.Compilation));
            Dictionary<string, LockedType> locked = WireLock.Parse(text.ToString());
            var seen = new ConcurrentDictionary<string, bool>();
            start.RegisterSymbolAction(symbol => AnalyzeType(symbol, known.Value, locked, seen), SymbolKind.NamedType);
            start.RegisterCompilationEndAction(end =>
            {
                if (known.Value.BinarySerializable is null)
                {
                    return; // no Spanwire reference: nothing here is serializable, so nothing was removed
                }

                foreach (LockedType type in locked.Values.Where(type => !seen.ContainsKey(type.TypeName)))
                {
                    TextLine line = text.Lines[type.Line];
                    end.ReportDiagnostic(Diagnostic.Create(Descriptors.WireLayoutTypeRemoved, Location.Create(file.Path, line.Span, text.Lines.GetLinePositionSpan(line.Span)), type.TypeName));
                }
            });
        });
    }

    private static void AnalyzeType(SymbolAnalysisContext context, KnownTypeSymbols known, Dictionary<string, LockedType> locked, ConcurrentDictionary<string, bool> seen)
    {
        var type = (INamedTypeSymbol)context.Symbol;
        if (!known.IsSerializable(type) || Parser.Problems(type, known, context.CancellationToken).Count > 0
            || new TypeParser(known, context.CancellationToken, problems: null).Parse(type) is not { IsStub: false } model)
        {
            return;
        }

        LockedType current = WireLock.Lock(model);
        seen[current.TypeName] = true;
        Location location = type.Locations.FirstOrDefault() ?? Location.None;
        if (!locked.TryGetValue(current.TypeName, out LockedType? before))
        {
            context.ReportDiagnostic(Diagnostic.Create(Descriptors.WireLayoutChanged, location, current.TypeName, "it is not in the lock yet"));
            return;
        }

        (List<string> breaking, List<string> compatible) = WireLock.Compare(before, current, model);
        if (breaking.Count > 0)
        {
            context.ReportDiagnostic(Diagnostic.Create(Descriptors.WireLayoutBroken, location, current.TypeName, string.Join("; ", breaking)));
        }
        else if (compatible.Count > 0)
        {
            context.ReportDiagnostic(Diagnostic.Create(Descriptors.WireLayoutChanged, location, current.TypeName, string.Join("; ", compatible)));
        }
    }
}
