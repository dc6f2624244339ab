using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Text;
using Spanwire.CodeFixes;
using Spanwire.Generator.Analyzers;
using Spanwire.Generator.Exporting;
using Xunit;

namespace Spanwire.Generator.Tests.Exports;

/// <summary>
/// The wire-format lock: a lock written from one version of the declarations, checked against the next. Each kind of
/// change gets the diagnostic its wire effect calls for, and the code fix's lock makes the diagnostic go away.
/// </summary>
public sealed class WireLockTests
{
    private const string Before = """
        using Spanwire;
        namespace Demo;
        [BinarySerializable] public partial class Order { public int Id; [BinaryLengthPrefix(LengthPrefix.UInt8)] public string Symbol = ""; public long Quantity; }
        [BinarySerializable, BinaryUnionCase(1, typeof(Buy)), BinaryUnionCase(2, typeof(Sell))] public abstract partial class Side { }
        [BinarySerializable] public sealed partial class Buy : Side { public int Limit; }
        [BinarySerializable] public sealed partial class Sell : Side { public int Floor; }
        """;

    public static TheoryData<string, string, string> Changes => new()
    {
        { "public int Id; [BinaryLengthPrefix(LengthPrefix.UInt8)] public string Symbol = \"\";", "SPW0030", "member 'Quantity' (int64) was removed, so old data has bytes this layout does not read" },
        { "public long Quantity; public int Id; [BinaryLengthPrefix(LengthPrefix.UInt8)] public string Symbol = \"\";", "SPW0030", "its members were reordered (Id, Symbol, Quantity → Quantity, Id, Symbol)" },
        { "public long Id; [BinaryLengthPrefix(LengthPrefix.UInt8)] public string Symbol = \"\"; public long Quantity;", "SPW0030", "member 1, 'Id', was 'int32' and is now 'int64'" },
        { "public float Id; [BinaryLengthPrefix(LengthPrefix.UInt8)] public string Symbol = \"\"; public long Quantity;", "SPW0030", "member 1, 'Id', was 'int32' and is now 'float32'" },
        { "public int Id; public string Symbol = \"\"; public long Quantity;", "SPW0030", "member 2, 'Symbol', was 'string(uint8,utf8)' and is now 'string(int32,utf8)'" },
        { "[BinaryByteOrder(ByteOrder.LittleEndian)] public int Id; [BinaryLengthPrefix(LengthPrefix.UInt8)] public string Symbol = \"\"; public long Quantity;", "SPW0030", "member 1, 'Id', was 'int32' and is now 'int32le'" },
        { "public int Id; [BinaryLengthPrefix(LengthPrefix.UInt8)] public string Symbol = \"\"; public long Quantity; public int Extra;", "SPW0030", "member 'Extra' (int32) was added, so old data lacks bytes this layout reads; mark it [BinaryTrailing] to append it compatibly" },
        { "public int Id; [BinaryLengthPrefix(LengthPrefix.UInt8)] public string Symbol = \"\"; public long Quantity; [BinaryTrailing] public int Extra;", "SPW0031", "trailing member 'Extra' appended" },
        { "public int Key; [BinaryLengthPrefix(LengthPrefix.UInt8)] public string Symbol = \"\"; public long Quantity;", "SPW0031", "member 1 was renamed from 'Id' to 'Key' (the wire has no names)" },
        // A parameter has no bytes: adding one first moves no member's position.
        { "[BinaryParameter] public byte Scale; public int Id; [BinaryLengthPrefix(LengthPrefix.UInt8)] public string Symbol = \"\"; public long Quantity;", "SPW0031", "parameter 'Scale' added (it has no bytes)" },
    };

    [Theory]
    [MemberData(nameof(Changes))]
    public async Task A_member_change_gets_the_diagnostic_its_wire_effect_calls_for(string members, string id, string message)
    {
        string after = Before.Replace("public int Id; [BinaryLengthPrefix(LengthPrefix.UInt8)] public string Symbol = \"\"; public long Quantity;", members, System.StringComparison.Ordinal);
        Assert.Equal([$"{id} Demo.Order: {message}"], await Diagnostics(after, Lock(Before)));
    }

    /// <summary>A BCD field's digits decide its bytes (6 digits are 3 bytes, 8 are 4): the lock carries them.</summary>
    [Fact]
    public async Task A_BCD_member_that_gains_digits_breaks()
    {
        string six = Before.Replace("public int Id;", "[BinaryBcd(Digits = 6)] public int Id;", System.StringComparison.Ordinal);
        string eight = Before.Replace("public int Id;", "[BinaryBcd(Digits = 8)] public int Id;", System.StringComparison.Ordinal);
        Assert.Equal(["SPW0030 Demo.Order: member 1, 'Id', was 'bcd(6)' and is now 'bcd(8)'"], await Diagnostics(eight, Lock(six)));
        Assert.Empty(await Diagnostics(six, Lock(six)));
    }

    [Fact]
    public async Task An_unchanged_layout_and_a_project_without_a_lock_get_nothing()
    {
        Assert.Empty(await Diagnostics(Before, Lock(Before)));
        Assert.Empty(await Diagnostics(Before.Replace("public long Quantity;", "public int Quantity;", System.StringComparison.Ordinal), lockText: null));
    }

    [Fact]
    public async Task Union_tags_reused_or_removed_break_and_new_cases_do_not()
    {
        string reused = Before.Replace("BinaryUnionCase(1, typeof(Buy)), BinaryUnionCase(2, typeof(Sell))", "BinaryUnionCase(1, typeof(Sell)), BinaryUnionCase(2, typeof(Buy))", System.StringComparison.Ordinal);
        Assert.Equal(
            ["SPW0030 Demo.Side: union tag 1 now means Demo.Sell, not Demo.Buy: a reused tag misreads old data; union tag 2 now means Demo.Buy, not Demo.Sell: a reused tag misreads old data"],
            await Diagnostics(reused, Lock(Before)));

        string removed = Before.Replace(", BinaryUnionCase(2, typeof(Sell))", string.Empty, System.StringComparison.Ordinal);
        Assert.Equal(["SPW0030 Demo.Side: union tag 2 (Demo.Sell) was removed, so data with it no longer reads"], await Diagnostics(removed, Lock(Before)));

        string added = Before.Replace("BinaryUnionCase(2, typeof(Sell))", "BinaryUnionCase(2, typeof(Sell)), BinaryUnionCase(3, typeof(Hold))", System.StringComparison.Ordinal)
            + "\n[BinarySerializable] public sealed partial class Hold : Side { }";
        Assert.Equal(
            ["SPW0031 Demo.Side: union case Demo.Hold added with tag 3", "SPW0031 Demo.Hold: it is not in the lock yet"],
            await Diagnostics(added, Lock(Before)));

        string widened = Before.Replace("BinaryUnionCase(1, typeof(Buy))", "BinaryUnion(UnionTagWidth.UInt16), BinaryUnionCase(1, typeof(Buy))", System.StringComparison.Ordinal);
        Assert.Equal(["SPW0030 Demo.Side: it was 'union uint8' and is now 'union uint16'"], await Diagnostics(widened, Lock(Before)));

        // A tag of a few bits: narrowing it moves every case's flags, in the union and in each case.
        string fourBits = Before.Replace("BinaryUnionCase(1, typeof(Buy))", "BinaryUnion(TagBits = 4), BinaryUnionCase(1, typeof(Buy))", System.StringComparison.Ordinal)
            .Replace("public int Limit;", "[BinaryBitField(4)] public byte Flags; public int Limit;", System.StringComparison.Ordinal)
            .Replace("public int Floor;", "[BinaryBitField(4)] public byte Flags; public int Floor;", System.StringComparison.Ordinal);
        string threeBits = fourBits.Replace("TagBits = 4", "TagBits = 3", System.StringComparison.Ordinal).Replace("BinaryBitField(4)", "BinaryBitField(5)", System.StringComparison.Ordinal);
        Assert.Equal(
            [
                "SPW0030 Demo.Buy: member 1, 'Flags', was 'bits(4,after tag 1 in 4 bits)' and is now 'bits(5,after tag 1 in 3 bits)'",
                "SPW0030 Demo.Sell: member 1, 'Flags', was 'bits(4,after tag 2 in 4 bits)' and is now 'bits(5,after tag 2 in 3 bits)'",
                "SPW0030 Demo.Side: it was 'union uint8 top 4 bits' and is now 'union uint8 top 3 bits'",
            ],
            (await Diagnostics(threeBits, Lock(fourBits))).Order(System.StringComparer.Ordinal));
    }

    [Fact]
    public async Task A_locked_type_that_is_gone_is_named_at_its_line_in_the_lock()
    {
        string after = Before.Replace("[BinarySerializable] public sealed partial class Sell : Side { public int Floor; }", string.Empty, System.StringComparison.Ordinal)
            .Replace(", BinaryUnionCase(2, typeof(Sell))", string.Empty, System.StringComparison.Ordinal);
        List<string> diagnostics = await Diagnostics(after, Lock(Before), withLines: true);
        Assert.Contains("SPW0032 Demo.Sell: at WireFormat.lock.txt line 13", diagnostics);
    }

    [Fact]
    public async Task The_code_fix_writes_the_current_layout_into_the_lock()
    {
        string after = Before.Replace("public long Quantity;", "public int Quantity; [BinaryTrailing] public short Extra;", System.StringComparison.Ordinal);
        using var workspace = new AdhocWorkspace();
        Document document = AnalyzerHarness.Document(workspace, after);
        DocumentId lockId = DocumentId.CreateNewId(document.Project.Id);
        Solution solution = document.Project.Solution.AddAdditionalDocument(lockId, WireLock.FileName, SourceText.From(Lock(Before)), filePath: "/project/" + WireLock.FileName);
        Project project = solution.GetProject(document.Project.Id)!;
        Diagnostic diagnostic = (await AnalyzerDiagnostics(project)).Single();
        Assert.Equal("SPW0030", diagnostic.Id);

        var actions = new List<CodeAction>();
        var context = new CodeFixContext(project.GetDocument(document.Id)!, diagnostic, (action, _) => actions.Add(action), CancellationToken.None);
        await new WireLockCodeFix().RegisterCodeFixesAsync(context);
        CodeAction fix = Assert.Single(actions);
        Assert.Equal("Update the wire-format lock for 'Order'", fix.Title);
        ImmutableArray<CodeActionOperation> operations = await fix.GetOperationsAsync(CancellationToken.None);
        Solution fixedSolution = operations.OfType<ApplyChangesOperation>().Single().ChangedSolution;

        string updated = (await fixedSolution.GetAdditionalDocument(lockId)!.GetTextAsync()).ToString();
        Assert.Contains("Demo.Order class\n  Id int32\n  Symbol string(uint8,utf8)\n  Quantity int32\n  Extra trailing int16\n", updated, System.StringComparison.Ordinal);
        Assert.Contains("Demo.Buy class\n  Limit int32\n", updated, System.StringComparison.Ordinal);
        Assert.Empty(await AnalyzerDiagnostics(fixedSolution.GetProject(project.Id)!));
    }

    /// <summary>The lock text the export tool writes for <paramref name="source"/>.</summary>
    private static string Lock(string source) => WireLock.Write(LayoutCatalog.From(GeneratorHarness.Compilation(source)).Types);

    private static async Task<List<string>> Diagnostics(string source, string? lockText, bool withLines = false)
    {
        ImmutableArray<AdditionalText> files = lockText is null ? [] : [new InMemoryText(WireLock.FileName, lockText)];
        Compilation compilation = GeneratorHarness.Compilation(source);
        ImmutableArray<Diagnostic> diagnostics = await compilation
            .WithAnalyzers([new WireLockAnalyzer()], new AnalyzerOptions(files))
            .GetAnalyzerDiagnosticsAsync();
        return diagnostics.OrderBy(d => d.Location.SourceSpan.Start)
            .Select(d => $"{d.Id} {Message(d)}" + (withLines ? $": at {d.Location.GetLineSpan().Path} line {d.Location.GetLineSpan().StartLinePosition.Line + 1}" : string.Empty))
            .ToList();

        // "The wire layout of 'X' ...: details; if that is intended, ..." becomes "X: details".
        static string Message(Diagnostic diagnostic)
        {
            string text = diagnostic.GetMessage(System.Globalization.CultureInfo.InvariantCulture);
            string type = text.Split('\'')[1];
            if (diagnostic.Id == "SPW0032")
            {
                return type;
            }

            int colon = text.IndexOf(": ", System.StringComparison.Ordinal);
            string details = diagnostic.Id == "SPW0031" ? text[(text.IndexOf('(', System.StringComparison.Ordinal) + 1)..text.LastIndexOf(')')] : text[(colon + 2)..text.LastIndexOf("; if that is intended", System.StringComparison.Ordinal)];
            return $"{type}: {details}";
        }
    }

    private static async Task<ImmutableArray<Diagnostic>> AnalyzerDiagnostics(Project project)
    {
        Compilation compilation = (await project.GetCompilationAsync())!;
        var files = project.AdditionalDocuments.Select(document => (AdditionalText)new InMemoryText(document.Name, document.GetTextAsync().Result.ToString())).ToImmutableArray();
        return await compilation.WithAnalyzers([new WireLockAnalyzer()], new AnalyzerOptions(files)).GetAnalyzerDiagnosticsAsync();
    }

    private sealed class InMemoryText(string path, string text) : AdditionalText
    {
        public override string Path => path;

        public override SourceText GetText(CancellationToken cancellationToken = default) => SourceText.From(text);
    }
}
