using System.Collections.Generic;
using Spanwire.Generator.Model;
namespace Spanwire.Generator.Emitting;

/// <summary>
/// Writes and sizes the bytes compressed at the start of the method (the wrappers outside it, a condition's check
/// among them, see the data); reads the compressed bytes into a local, then decompresses them into the member.
/// </summary>
internal sealed class CompressedEmission(CompressedWrapper compressed) : WrapperEmission
{
    public override Scope OpenWrite(Emitter emitter, string value, string member, Layout inner) => new(CompressedValue(emitter, value), null);

    public override Scope OpenSize(Emitter emitter, string value, string member, Layout inner) => new(CompressedValue(emitter, value), null);

    private string CompressedValue(Emitter emitter, string value)
        => emitter.CompressedInScope ? compressed.Local : $"{Emitter.Wire}.Compress({value}, {CompressedLocals.Format(compressed.Format)})";

    public override Scope OpenRead(Emitter emitter, string target, string member, Layout inner)
    {
        string raw = emitter.Temp("compressed");
        string start = emitter.Temp("compressedAt");
        emitter.Writer.WriteLine($"byte[]? {raw};");
        emitter.Writer.WriteLine($"int {start} = offset;");
        return new Scope(raw, () => emitter.Writer.WriteLine(
            $"{target} = {Emitter.Wire}.Decompress({raw}, {CompressedLocals.Format(compressed.Format)}, ref state, {emitter.TypeLiteral}, {member}, {start})!;"));
    }
}

/// <summary>The compressed bytes of <c>[BinaryCompressed]</c> members, made once per size or write method.</summary>
internal static class CompressedLocals
{
    /// <summary>Compresses each compressed member once, at the start of a size or write method.</summary>
    public static void Emit(Emitter emitter, EquatableArray<MemberModel> members)
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
