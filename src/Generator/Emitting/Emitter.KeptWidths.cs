using System.Collections.Generic;
using System.Linq;
using Spanwire.Generator.Model;

namespace Spanwire.Generator.Emitting;

/// <summary>
/// The QUIC varints whose read width the type keeps (<c>KeepWidth</c>): a field of the type holds each width, set by the
/// read and read by the write, so a value read writes back as the bytes it came from.
/// </summary>
internal sealed partial class Emitter
{
    /// <summary>The field of the type that keeps <paramref name="member"/>'s width.</summary>
    public static string KeptWidthField(string member) => $"__SpanwireWidthOf{member}";

    /// <summary>The read's local for <paramref name="member"/>'s width; a digit after the underscores keeps it apart from member locals.</summary>
    public static string KeptWidthLocal(string member) => $"__0width{member}";

    private IEnumerable<string> KeptWidths => _type.Members.Select(member => member.Layout.Codec).OfType<VarIntCodec>()
        .Select(codec => codec.KeptWidthOf).OfType<string>();

    private void EmitKeptWidthFields()
    {
        foreach (string member in KeptWidths)
        {
            Writer.WriteLine();
            Writer.WriteLine($"private byte {KeptWidthField(member)};");
        }
    }

    private void DeclareKeptWidthLocals()
    {
        foreach (string member in KeptWidths)
        {
            Writer.WriteLine($"byte {KeptWidthLocal(member)} = 0;");
        }
    }

    /// <summary>The new value's construction: its constructor's arguments, its initialized members and the widths its read kept.</summary>
    private string Construction()
    {
        var arguments = _type.ConstructorArguments.Select(name => name.Length == 0 ? "default" : MemberLocal(name));
        var assigned = _type.Members.Where(member => _type.InitializedMembers.Contains(member.WireName))
            .Select(member => $"{member.Name} = {MemberLocal(member.WireName)}")
            .Concat(KeptWidths.Select(member => $"{KeptWidthField(member)} = {KeptWidthLocal(member)}"))
            .ToList();
        string construction = $"new {_type.FullyQualifiedName}({string.Join(", ", arguments)})";
        return assigned.Count == 0 ? construction : $"{construction} {{ {string.Join(", ", assigned)} }}";
    }
}
