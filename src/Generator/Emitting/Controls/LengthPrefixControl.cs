using Spanwire.Generator.Model;
namespace Spanwire.Generator.Emitting;

/// <summary>A collection whose item count is written as a prefix before the items.</summary>
internal sealed class PrefixedCountEmission(PrefixedCount count) : CountEmission
{
    private LengthPrefix Prefix => count.Prefix;

    public override void EmitWrite(Emitter emitter, string count, string member)
        => emitter.Advance(Prefixes.WriteCall(emitter, Prefix, count, member));

    public override void EmitSize(Emitter emitter, string countOrNull)
        => emitter.AddSize(Prefixes.SizeExpression(Prefix, countOrNull));

    public override void EmitRead(Emitter emitter, string count, int elementMinSize, string member)
        => emitter.ReturnFalseUnless(Prefixes.IsDefault(Prefix)
            ? $"{Emitter.Wire}.TryReadLength(source, ref offset, ref state, {emitter.TypeLiteral}, {member}, {Emitter.Invariant(elementMinSize)}, out int {count})"
            : $"{Emitter.Wire}.TryReadPrefix(source, ref offset, ref state, {emitter.TypeLiteral}, {member}, {Prefixes.Name(Prefix)}, {Emitter.Invariant(elementMinSize)}, out int {count})");
}

/// <summary>How generated code names and writes a <see cref="LengthPrefix"/>.</summary>
internal static class Prefixes
{
    public static bool IsDefault(LengthPrefix prefix) => prefix == LengthPrefix.Int32;

    /// <summary>
    /// A present value's length is written the same under UInt32 (XDR's) as under the default Int32 (a length never
    /// exceeds int.MaxValue), so it takes the default's fast helpers; only null differs (UInt32 refuses it).
    /// </summary>
    private static bool WritesLikeDefault(LengthPrefix prefix, string length) => IsDefault(prefix) || (prefix == LengthPrefix.UInt32 && !length.EndsWith(".NullLength", System.StringComparison.Ordinal));

    public static string Name(LengthPrefix prefix) => $"global::Spanwire.LengthPrefix.{prefix}";

    /// <summary>The prefix's size for <paramref name="length"/> (-1 for null): 4 for the default int32.</summary>
    public static string SizeExpression(LengthPrefix prefix, string length)
        => IsDefault(prefix) ? "4" : $"{Emitter.Wire}.PrefixSize({Name(prefix)}, {length})";

    /// <summary>The call writing <paramref name="length"/> as this prefix; returns the new offset or -1.</summary>
    public static string WriteCall(Emitter emitter, LengthPrefix prefix, string length, string member)
        => WritesLikeDefault(prefix, length)
            ? $"{Emitter.Wire}.WriteLength(destination, offset, {length})"
            : $"{Emitter.Wire}.WritePrefix(destination, offset, {Name(prefix)}, {length}, {emitter.TypeLiteral}, {member})";

    /// <summary>The extra arguments that select a non-default prefix in the byte helpers, for a present value.</summary>
    public static string Arguments(Emitter emitter, LengthPrefix prefix, string member)
        => WritesLikeDefault(prefix, "value") ? string.Empty : $", {Name(prefix)}, {emitter.TypeLiteral}, {member}";
}
