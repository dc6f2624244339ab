using System.Collections.Generic;
using System.Linq;
using Spanwire.Generator.Model;
namespace Spanwire.Generator.Emitting;

/// <summary>
/// A union whose case an earlier member holds: the case's body alone, through the case class's own methods (which
/// write no tag); a read dispatches on the holder's value as the union's own read does on its tag.
/// </summary>
internal sealed class HeldUnionEmission(HeldUnionCodec codec) : CodecEmission
{
    public override void EmitWrite(Emitter emitter, string value, string member)
    {
        string union = emitter.Temp("union");
        emitter.Writer.WriteLine($"var {union} = {Emitter.Wire}.NotNull({value}, {emitter.TypeLiteral}, {member});");
        emitter.Writer.OpenBlock($"switch ({union})");
        foreach (string caseType in WriteOrder(codec))
        {
            string local = emitter.Temp("case");
            emitter.Writer.OpenBlock($"case {caseType} {local}:");
            emitter.Advance($"{local}.TryWriteCore(destination, offset{Pass(emitter, caseType, write: true, $"{local}.Tag")})");
            emitter.Writer.WriteLine("break;");
            emitter.Writer.CloseBlock();
        }

        emitter.Writer.WriteLine($"default: return {NotACase(codec, union)};");
        emitter.Writer.CloseBlock();
    }

    /// <summary>The arguments a case's parameters take (<paramref name="tag"/> for the default case's own tag), or nothing for a case without parameters.</summary>
    private string Pass(Emitter emitter, string caseType, bool write, string tag)
        => codec.CaseArguments.FirstOrDefault(c => c.TypeName == caseType) is { } taken ? ParameterEmission.Pass(emitter, taken.Arguments, write, tag) : string.Empty;

    /// <summary>The default case takes its tag as its <c>Tag</c> parameter (so its members can use it), instead of being told it after its read.</summary>
    private bool DefaultTakesTag => codec.CaseArguments.Any(c => c.TypeName == codec.DefaultCase && c.Arguments.Any(argument => argument.IsTag));

    public override void EmitRead(Emitter emitter, string target, string member)
    {
        SourceWriter writer = emitter.Writer;
        string tag = emitter.Temp("tag");
        string complete = emitter.Temp("complete");
        // Each item of a list is chosen by the holder list's item at its index.
        string holder = codec.EachItem ? $"{Emitter.MemberLocal(codec.Holder)}[{emitter.ItemIndex}]" : Emitter.MemberLocal(codec.Holder);
        writer.WriteLine(codec.ByText ? $"string {tag} = {holder};" : $"long {tag} = (long){holder};");
        writer.WriteLine($"bool {complete};");
        writer.OpenBlock($"switch ({tag})");
        foreach (UnionCase unionCase in codec.Cases)
        {
            string local = emitter.Temp("case");
            writer.OpenBlock($"case {TagLiteral(unionCase)}:");
            writer.WriteLine($"{complete} = {unionCase.TypeName}.TryReadCore(source, ref offset, ref state{Pass(emitter, unionCase.TypeName, write: false, tag)}, out var {local});");
            writer.WriteLine($"{target} = {local};");
            writer.WriteLine("break;");
            writer.CloseBlock();
        }

        writer.OpenBlock("default:");
        if (codec.DefaultCase.Length > 0)
        {
            string unknown = emitter.Temp("unknown");
            writer.WriteLine($"{complete} = {codec.DefaultCase}.TryReadCore(source, ref offset, ref state{Pass(emitter, codec.DefaultCase, write: false, tag)}, out var {unknown});");
            if (!DefaultTakesTag)
            {
                writer.OpenBlock($"if ({complete})");
                writer.WriteLine($"{unknown}.Tag = {tag};");
                writer.CloseBlock();
            }

            writer.WriteLine($"{target} = {unknown};");
            writer.WriteLine("break;");
        }
        else
        {
            string held = codec.ByText ? $"\"\\\"\" + {tag} + \"\\\"\"" : $"{tag}.ToString(global::System.Globalization.CultureInfo.InvariantCulture)";
            string problem = $"{Emitter.Literal($"'{codec.Holder}' holds ")} + {held} + {Emitter.Literal(", which no case of the union names.")}";
            writer.WriteLine($"{Emitter.Wire}.ThrowInvalid({emitter.TypeLiteral}, {member}, offset, {problem});");
            writer.WriteLine("return false;");
        }

        writer.CloseBlock();
        writer.CloseBlock();
        writer.WriteLine($"if (!{complete}) {emitter.ReadFailure()}");
    }

    public override void EmitSize(Emitter emitter, string value, string member)
        => emitter.AddSize(CaseSwitch(emitter, codec, value, member, (_, local) => $"{local}.GetSerializedSize()", other => NotACase(codec, other)));

    /// <summary>A switch expression over the value's case class (deepest classes first), null a write error.</summary>
    public static string CaseSwitch(Emitter emitter, HeldUnionCodec codec, string value, string member, System.Func<string, string, string> arm, System.Func<string, string> otherwise)
    {
        string other = emitter.Temp("other");
        var arms = new List<string>();
        foreach (string caseType in WriteOrder(codec))
        {
            // A type pattern alone where the arm does not read the case (a constant tag).
            string local = emitter.Temp("case");
            string result = arm(caseType, local);
            arms.Add(result.Contains(local) ? $"{caseType} {local} => {result}" : $"{caseType} => {result}");
        }

        arms.Add($"var {other} => {otherwise(other)}");
        return $"({Emitter.Wire}.NotNull({value}, {emitter.TypeLiteral}, {member}) switch {{ {string.Join(", ", arms)} }})";
    }


    /// <summary>A case's tag as C#: its number, or its name for cases named by text.</summary>
    public static string TagLiteral(UnionCase unionCase) => unionCase.Text.Length > 0 ? Emitter.Literal(unionCase.Text) : $"{Emitter.Invariant(unionCase.Tag)}L";

    /// <summary>The write error for a value of the union's type that is none of its cases.</summary>
    public static string NotACase(HeldUnionCodec codec, string value) => $"{Emitter.Wire}.ThrowNotACase({value}, {Emitter.Literal(codec.TypeName.Replace("global::", string.Empty))}, -1)";

    /// <summary>The case classes, a class deriving from another first (else its arm would be unreachable), the default last.</summary>
    public static IEnumerable<string> WriteOrder(HeldUnionCodec codec)
    {
        var cases = codec.Cases.Select(c => (c.TypeName, c.Depth)).ToList();
        if (codec.DefaultCase.Length > 0 && cases.All(c => c.TypeName != codec.DefaultCase))
        {
            cases.Add((codec.DefaultCase, codec.DefaultCaseDepth));
        }

        return cases.OrderByDescending(c => c.Depth).Select(c => c.TypeName);
    }
}

/// <summary>A tag holder: written as the tag of the union member's case (the default case's own <c>Tag</c>), checked against the holder's range.</summary>
internal sealed class CaseTagEmission(CaseTagSource source) : SourceEmission
{
    public override string Expression(Emitter emitter, MemberModel member, string offset)
        => TagOf(emitter, source, emitter.MemberAccess(source.UnionMember), member.Layout.Codec.TypeName);

    /// <summary>The tag of <paramref name="value"/>'s case as the holder (or the holder list's item) of type <paramref name="holderType"/> stores it.</summary>
    public static string TagOf(Emitter emitter, CaseTagSource source, string value, string holderType)
    {
        HeldUnionCodec union = source.Union;
        var tags = union.Cases.ToDictionary(c => c.TypeName, HeldUnionEmission.TagLiteral);
        string tag = HeldUnionEmission.CaseSwitch(emitter, union, value, Emitter.Literal(source.UnionMember),
            (caseType, local) => tags.TryGetValue(caseType, out string? literal) ? literal : $"{local}.Tag",
            // The write error throws; its int result only gives the arm the switch's type.
            other => union.ByText ? $"{HeldUnionEmission.NotACase(union, other)}.ToString(global::System.Globalization.CultureInfo.InvariantCulture)" : $"(long){HeldUnionEmission.NotACase(union, other)}");
        return union.ByText
            ? tag
            : $"({holderType}){Emitter.Wire}.CheckTag({tag}, {Emitter.Invariant(source.Min)}L, {Emitter.Invariant(source.Max)}L, {emitter.TypeLiteral})";
    }
}

/// <summary>
/// A holder list whose items are the tags of a union list's items (<see cref="CaseTagSource.EachItem"/>): written item by
/// item from the union list's cases, never from its own value; its bytes are counted by a helper that a length holder
/// framing it calls too.
/// </summary>
internal static class ItemTagsEmission
{
    /// <summary>The helper that counts the holder list's bytes as written.</summary>
    public static string BytesHelper(string holder) => $"__SpanwireTagBytes{holder}";

    /// <summary>The union list's item count, the holder list's as written.</summary>
    public static string Count(Emitter emitter, CaseTagSource source)
    {
        string items = emitter.MemberAccess(source.UnionMember);
        string count = emitter.LayoutOf(source.UnionMember).Codec is CollectionCodec { Kind: CollectionKind.List } ? "Count" : "Length";
        return $"{Emitter.Wire}.NotNull({items}, {emitter.TypeLiteral}, {Emitter.Literal(source.UnionMember)}).{count}";
    }

    public static void EmitWrite(Emitter emitter, MemberModel holder, CaseTagSource source)
        => EachTag(emitter, holder, source, (tag, tagValue) => emitter.EmitWrite(tag, tagValue, Emitter.Literal(holder.WireName)));

    public static void EmitSize(Emitter emitter, MemberModel holder) => emitter.AddSize($"{BytesHelper(holder.WireName)}()");

    /// <summary>The helper that counts the holder list's bytes: each union item's tag as the holder's item codec sizes it.</summary>
    public static void EmitBytesHelper(Emitter emitter, MemberModel holder, CaseTagSource source)
    {
        emitter.Writer.WriteLine();
        emitter.Writer.OpenBlock($"private int {BytesHelper(holder.WireName)}()");
        emitter.Writer.WriteLine("int size = 0;");
        EachTag(emitter, holder, source, (tag, tagValue) => emitter.EmitSize(tag, tagValue, Emitter.Literal(holder.WireName)));
        emitter.Writer.WriteLine("return size;");
        emitter.Writer.CloseBlock();
    }

    private static void EachTag(Emitter emitter, MemberModel holder, CaseTagSource source, System.Action<Layout, string> emit)
    {
        Layout tag = holder.Layout.Codec.Contained!;
        string items = emitter.Temp("items");
        string index = emitter.Temp("i");
        string count = emitter.Temp("count");
        emitter.Writer.WriteLine($"var {items} = {emitter.MemberAccess(source.UnionMember)};");
        emitter.Writer.OpenBlock($"for (int {index} = 0, {count} = {Count(emitter, source)}; {index} < {count}; {index}++)");
        emit(tag, CaseTagEmission.TagOf(emitter, source, $"{items}[{index}]", tag.Codec.TypeName));
        emitter.Writer.CloseBlock();
    }
}

/// <summary>A union list's count: the holder list's, read before it; nothing of its own on the wire.</summary>
internal sealed class HolderItemsCountEmission(HolderItemsCount count) : CountEmission
{
    public override void EmitRead(Emitter emitter, string target, int elementMinSize, string member)
        => emitter.Writer.WriteLine($"int {target} = {Emitter.MemberLocal(count.Holder)}.{(count.HolderKind == CollectionKind.List ? "Count" : "Length")};");
}
