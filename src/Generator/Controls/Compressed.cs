using System.Collections.Generic;
using Spanwire.Generator.Emitting;
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

    /// <summary>Compresses each compressed member once, at the start of a size or write method.</summary>
    public static void EmitCompressedLocals(Emitter emitter, EquatableArray<MemberModel> members)
    {
        foreach (MemberModel member in members)
        {
            foreach (Wrapper wrapper in member.Layout.Wrappers)
            {
                if (wrapper is CompressedWrapper compressed)
                {
                    emitter.Writer.WriteLine($"byte[]? {compressed.Local} = {Emitter.Wire}.Compress(this.{member.Name}, {Format(compressed.Format)});");
                }
            }
        }
    }

    public static string Format(CompressionFormat format) => $"global::Spanwire.CompressionFormat.{format}";
}

/// <summary>
/// Writes and sizes the bytes compressed at the start of the method (the wrappers outside it, a condition's check
/// among them, see the data); reads the compressed bytes into a local, then decompresses them into the member.
/// </summary>
internal sealed class CompressedEmission(CompressedWrapper compressed) : WrapperEmission
{
    public override Scope OpenWrite(Emitter emitter, string value, string member, Layout inner) => new(CompressedValue(emitter, value), null);

    public override Scope OpenSize(Emitter emitter, string value, string member, Layout inner) => new(CompressedValue(emitter, value), null);

    private string CompressedValue(Emitter emitter, string value)
        => emitter.CompressedInScope ? compressed.Local : $"{Emitter.Wire}.Compress({value}, {Compressed.Format(compressed.Format)})";

    public override Scope OpenRead(Emitter emitter, string target, string member, Layout inner)
    {
        string raw = emitter.Temp("compressed");
        string start = emitter.Temp("compressedAt");
        emitter.Writer.WriteLine($"byte[]? {raw};");
        emitter.Writer.WriteLine($"int {start} = offset;");
        return new Scope(raw, () => emitter.Writer.WriteLine(
            $"{target} = {Emitter.Wire}.Decompress({raw}, {Compressed.Format(compressed.Format)}, ref state, {emitter.TypeLiteral}, {member}, {start})!;"));
    }
}
