using System.Collections.Generic;
using Spanwire.Generator.Model;
using Spanwire.Generator.Parsing;
namespace Spanwire.Generator.Controls;

/// <summary>
/// <c>[BinaryCompressed(format)]</c>: a byte array held as data and written compressed (deflate, zlib or gzip). Its
/// length control (a prefix, a bound length, the remainder) measures the compressed bytes, so the emitter compresses
/// the member once at the start of a size or a write and every use of it (its own write, a length that counts it)
/// takes those bytes; a read takes the compressed bytes whole, then decompresses them within the state's limit.
/// </summary>
internal sealed class Compressed : LayoutControl
{
    public override string AttributeName => "Spanwire.BinaryCompressedAttribute";

    // The compressed size is not known in advance, and the compressed bytes end where their length says.
    public override IReadOnlyCollection<System.Type> ConflictsWith => [typeof(FixedLength), typeof(Terminated), typeof(NullTerminated)];

    public override Layout? Apply(MemberContext member)
    {
        if (member.Attribute(this) is not { } attribute)
        {
            return member.Layout;
        }

        bool bytes = member.Layout.Codec is BytesCodec { Kind: BytesKind.Array } or RemainderCodec { Bytes: BytesKind.Array };
        return bytes && AttributeArguments.Enum<CompressionFormat>(attribute) is { } format
            ? member.Layout.Wrap(new CompressedWrapper(format, "__compressed" + member.Symbol.Name))
            : member.Misplaced(this, "byte arrays (the data; their length control counts the compressed bytes), with a defined CompressionFormat");
    }
}
