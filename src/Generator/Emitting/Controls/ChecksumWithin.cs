using System.Linq;
using Spanwire.Generator.Model;

namespace Spanwire.Generator.Emitting;

/// <summary>A checksum inside the bytes it covers: written as zero, patched once the last covered member is written.</summary>
internal sealed class ChecksumWithinEmission : SourceEmission
{
    public override string Expression(Emitter emitter, MemberModel member, string offset) => $"({member.Layout.Codec.TypeName})0";
}

/// <summary>
/// <c>[BinaryChecksum(Through = ...)]</c> in the write and read cores: where the value starts and where its checksum
/// sits are kept in two locals, and the segment that ends with the last covered member fills it in (write) or checks it (read).
/// </summary>
internal sealed partial class Emitter
{
    private const string ChecksumStart = "__checksumStart";
    private const string ChecksumAt = "__checksumAt";

    /// <summary>At the top of a core: where the value starts.</summary>
    private void EmitChecksumWithinStart()
    {
        if (_type.ChecksumWithin is not null)
        {
            Writer.WriteLine($"int {ChecksumStart} = offset, {ChecksumAt} = -1;");
        }
    }

    /// <summary>Where the holder's bytes are, as its segment writes or reads them.</summary>
    private void EmitChecksumPlace(MemberModel member, int valueAt)
    {
        if (member.Source is ChecksumWithinSource)
        {
            Writer.WriteLine($"{ChecksumAt} = offset + {Invariant(valueAt)};");
        }
    }

    /// <summary>After a segment: if it ends with the last covered member, the checksum is filled in or checked.</summary>
    private void EmitChecksumWithinEnd(Segment segment, bool write)
    {
        if (_type.ChecksumWithin is not { Source: ChecksumWithinSource source } holder || segment.Members.All(member => member.WireName != source.Through))
        {
            return;
        }

        string algorithm = $"global::Spanwire.ChecksumAlgorithm.{source.Algorithm}";
        string order = source.LittleEndian ? "true" : "false";
        Writer.WriteLine(write
            ? $"{Wire}.CompleteChecksumWithin(destination, {ChecksumStart}, offset, {ChecksumAt}, {algorithm}, {order});"
            : $"{Wire}.VerifyChecksumWithin(source, {ChecksumStart}, offset, {ChecksumAt}, {algorithm}, {order}, {TypeLiteral}, {Literal(holder.WireName)});");
    }
}
