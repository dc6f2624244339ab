using System;
using System.Buffers.Binary;
using System.Linq;
using Spanwire.Infrastructure;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// Byte blocks of up to 16 bytes are copied with two loads and two stores instead of a call to Memmove. Every length
/// around each width the copy switches on must land exactly (no byte short, none past the end), read back equal, and
/// copy as Memmove does when the source is a slice of the destination.
/// </summary>
public class ShortCopyTests
{
    public static TheoryData<int> Lengths() => [.. Enumerable.Range(0, 41)];

    [Theory]
    [MemberData(nameof(Lengths))]
    public void PrefixedBlockIsWrittenExactlyAndReadBack(int length)
    {
        byte[] value = Pattern(length, seed: 1);
        byte[] destination = Filled(length + 4 + 8, 0xEE);

        int end = Wire.WriteBytes(destination, 3, value);

        Assert.Equal(3 + 4 + length, end);
        byte[] expected = Filled(destination.Length, 0xEE);
        BinaryPrimitives.WriteInt32BigEndian(expected.AsSpan(3), length);
        value.CopyTo(expected, 7);
        Assert.Equal(expected, destination);

        int offset = 3;
        BinaryReadState.Begin(out var state);
        Assert.True(Wire.TryReadBytes(destination, ref offset, ref state, "T", "M", out byte[]? read));
        Assert.Equal(end, offset);
        Assert.Equal(value, read);
    }

    [Theory]
    [MemberData(nameof(Lengths))]
    public void BlockThatDoesNotFitIsRefusedWithNothingWritten(int length)
    {
        byte[] destination = Filled(length + 3, 0xEE);

        Assert.Equal(Wire.NoRoom, Wire.WriteBytes(destination, 0, Pattern(length, seed: 2)));
        Assert.All(destination, b => Assert.Equal(0xEE, b));
    }

    [Theory]
    [MemberData(nameof(Lengths))]
    public void OtherPrefixesAndConstantsCopyEveryLength(int length)
    {
        byte[] value = Pattern(length, seed: 3);
        byte[] destination = Filled(length + 2 + 5, 0xEE);

        int end = Wire.WriteBytes(destination, 1, value, LengthPrefix.UInt16, "T", "M");
        Assert.Equal(1 + 2 + length, end);
        Assert.Equal(length, BinaryPrimitives.ReadUInt16BigEndian(destination.AsSpan(1)));
        Assert.Equal(value, destination.AsSpan(3, length).ToArray());
        Assert.All(destination.Skip(end), b => Assert.Equal(0xEE, b));

        byte[] constant = Filled(length + 4, 0xEE);
        Assert.Equal(2 + length, Wire.WriteConstant(constant, 2, value));
        Assert.Equal(value, constant.AsSpan(2, length).ToArray());
        Assert.Equal([0xEE, 0xEE, 0xEE, 0xEE], constant.Where((_, i) => i < 2 || i >= 2 + length).ToArray());
    }

    [Theory]
    [MemberData(nameof(Lengths))]
    public void OverlappingSliceCopiesAsMemmoveDoes(int length)
    {
        // The source starts inside the destination, one byte before and one byte after where it lands.
        foreach (int shift in new[] { -1, 1 })
        {
            byte[] buffer = Pattern(length + 16, seed: 4);
            byte[] expected = (byte[])buffer.Clone();
            int from = 6, to = 6 + shift;
            Array.Copy(expected, from, expected, to, length);

            Wire.WriteConstant(buffer, to, buffer.AsSpan(from, length));

            Assert.Equal(expected, buffer);
        }
    }

    private static byte[] Pattern(int length, int seed) => [.. Enumerable.Range(0, length).Select(i => (byte)((i * 37) + seed))];

    private static byte[] Filled(int length, byte value) => Enumerable.Repeat(value, length).ToArray();
}
