using System.Collections.Generic;
using Spanwire.Generator.Model;
namespace Spanwire.Generator.Emitting;

/// <summary>
/// A CRC of the value's bytes (past <paramref name="SkipBytes"/>), before them or <paramref name="After"/> them,
/// big-endian unless <paramref name="LittleEndian"/>.
/// </summary>
internal sealed class ChecksumEmission(ChecksumWrapper checksum) : WrapperEmission
{
    private ChecksumAlgorithm Algorithm => checksum.Algorithm;

    private bool After => checksum.After;

    private int SkipBytes => checksum.SkipBytes;

    private bool LittleEndian => checksum.LittleEndian;

    private string AlgorithmName => "global::Spanwire.ChecksumAlgorithm." + Algorithm;

    private string Arguments(Emitter emitter, string member)
        => $"{AlgorithmName}, {Emitter.Invariant(SkipBytes)}, {Emitter.Bool(LittleEndian)}, {emitter.TypeLiteral}, {member}";

    public override Scope OpenWrite(Emitter emitter, string value, string member, Layout inner)
    {
        string start = emitter.Temp(After ? "covered" : "checksum");
        emitter.Writer.WriteLine($"int {start} = offset;");
        if (After)
        {
            return new Scope(value, () => emitter.Advance($"{Emitter.Wire}.WriteChecksum(destination, {start}, offset, {Arguments(emitter, member)})"));
        }

        // Room is left for the checksum, the value written, and the checksum filled in from its bytes.
        emitter.Advance($"{Emitter.Wire}.ReserveChecksum(destination, offset, {AlgorithmName})");
        return new Scope(value, () => emitter.Writer.WriteLine($"{Emitter.Wire}.CompleteChecksum(destination, {start}, offset, {Arguments(emitter, member)});"));
    }

    public override Scope OpenRead(Emitter emitter, string target, string member, Layout inner)
    {
        string start = emitter.Temp(After ? "covered" : "checksum");
        emitter.Writer.WriteLine($"int {start} = offset;");
        if (After && inner.Codec.OpenEnd != OpenEnd.None)
        {
            // A value that can take the rest of its frame reads from a source that stops before the checksum.
            string whole = emitter.Temp("whole");
            emitter.Writer.WriteLine($"{Emitter.ReadOnlySpanType} {whole} = source;");
            emitter.Writer.WriteLine($"source = {Emitter.Wire}.BeforeChecksum(source, offset, {AlgorithmName});");
            return new Scope(target, () =>
            {
                emitter.Writer.WriteLine($"source = {whole};");
                emitter.ReturnFalseUnless($"{Emitter.Wire}.TryReadChecksumAfter(source, ref offset, ref state, {start}, {Arguments(emitter, member)})");
            });
        }

        if (After)
        {
            return new Scope(target, () => emitter.ReturnFalseUnless(
                $"{Emitter.Wire}.TryReadChecksumAfter(source, ref offset, ref state, {start}, {Arguments(emitter, member)})"));
        }

        string stored = emitter.Temp("stored");
        emitter.ReturnFalseUnless($"{Emitter.Wire}.TryReadChecksum(source, ref offset, ref state, {AlgorithmName}, {emitter.TypeLiteral}, {member}, out uint {stored})");
        return new Scope(target, () => emitter.Writer.WriteLine(
            $"{Emitter.Wire}.VerifyChecksum(source, {start}, offset, {stored}, {Arguments(emitter, member)});"));
    }

    public override Scope OpenSize(Emitter emitter, string value, string member, Layout inner)
    {
        emitter.AddSize(Emitter.Invariant(checksum.Size));
        return new Scope(value, null);
    }
}
