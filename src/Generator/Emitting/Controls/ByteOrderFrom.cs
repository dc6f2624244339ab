using System.Linq;
using Spanwire.Generator.Model;

namespace Spanwire.Generator.Emitting;

/// <summary>
/// A type whose byte order is chosen at read time: its own cores are big-endian and hand over to their little-endian
/// twins (the same members parsed little-endian, emitted again with <see cref="LittleEndianSuffix"/>) when the holder
/// says so. A type that follows its enclosing value's order has the twins and no hand-over: the enclosing code calls them.
/// </summary>
internal sealed partial class Emitter
{
    /// <summary>The twins: the write and read cores of the little-endian members, after the type's own.</summary>
    private void EmitLittleEndianTwin(ByteOrderChoice choice)
    {
        var twin = new Emitter(_type with { Members = choice.LittleEndianMembers }, Capabilities, LittleEndianSuffix) { Writer = Writer };
        Writer.WriteLine();
        if (_type.HidesBase)
        {
            Writer.WriteLine(SuppressHidingWarning.TrimEnd('\n'));
        }

        twin.EmitWriteMembers();
        Writer.WriteLine();
        twin.EmitReadMembers();
        if (_type.HidesBase)
        {
            Writer.WriteLine(RestoreHidingWarning.TrimStart('\n'));
        }
    }

    /// <summary>At the top of a big-endian write core: the holder's value, kept from the read or set by the user, picks the twin.</summary>
    private void EmitByteOrderDispatch(string toTwin)
    {
        if (!IsTwin && _type.ByteOrderFrom is { FollowsEnclosing: false } choice)
        {
            MemberModel holder = _type.Members.First(member => member.WireName == choice.Holder);
            Writer.WriteLine($"if ((long)this.{holder.Name} is {LittleEndianValues(choice)}) {toTwin}");
        }
    }

    /// <summary>
    /// At the top of a big-endian read core: the holder's bytes, at their constant offset, pick the twin. With too few
    /// bytes to tell, the big-endian read reports where the data ends; a value in neither list fails as invalid data
    /// at the holder.
    /// </summary>
    private void EmitByteOrderPeek()
    {
        if (IsTwin || _type.ByteOrderFrom is not { FollowsEnclosing: false } choice)
        {
            return;
        }

        MemberModel holder = _type.Members.First(member => member.WireName == choice.Holder);
        int end = choice.HolderOffset + holder.Layout.Codec.FixedWidth;
        string read = CodecEmission.For(holder.Layout.Codec).ReadAt(this, $"{Wire}.At(source, offset)", Invariant(choice.HolderOffset), "offset", Literal(holder.WireName));
        Writer.OpenBlock($"if (source.Length - offset >= {Invariant(end)} && (long){read} is {LittleEndianValues(choice)})");
        Writer.WriteLine($"return TryReadCore{LittleEndianSuffix}(source, ref offset, ref state, out value);");
        Writer.CloseBlock();
        Writer.WriteLine();
    }

    private static string LittleEndianValues(ByteOrderChoice choice) => string.Join(" or ", choice.LittleEndian.Select(value => Invariant(value) + "L"));
}
