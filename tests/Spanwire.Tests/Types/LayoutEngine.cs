using System;
using System.Buffers.Binary;
using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;
using Spanwire.NetStandardTypes;

namespace Spanwire.Tests.Types;

// Elements whose members carry layout controls: none may take the memcpy-and-swap path.
[BinarySerializable]
public partial record struct LittleEndianValue([BinaryByteOrder(ByteOrder.LittleEndian)] int Value);

[BinarySerializable]
public partial record struct VarIntValue([BinaryVarInt] long Value);

[BinarySerializable]
public partial struct ReservedValue
{
    [BinaryReserved(2)] public int Value;
}

[BinarySerializable]
public partial struct NibblePair
{
    [BinaryBitField(8)] public ushort High;
    [BinaryBitField(8)] public ushort Low;
}

/// <summary>A fixed-size class: collections of it read each present item with one length check, at a local position.</summary>
[BinarySerializable]
public partial class FixedItem
{
    public int Id;
    public long Quantity;
    public bool Flag;
}

/// <summary>A fixed-size struct of mixed widths (so not converted in bulk).</summary>
[BinarySerializable]
public partial record struct FixedTick(int Time, short Delta);

/// <summary>A fixed-size struct with a strict boolean: a block of them is read without the read state, and checked.</summary>
[BinarySerializable]
public partial record struct FixedTickFlag(int Time, bool Flag);

[BinarySerializable]
public partial class FixedItemHolder
{
    public List<FixedItem?> Items { get; set; } = [];
    public FixedTick[] Ticks { get; set; } = [];
    public int Trailer { get; set; }
}

/// <summary>
/// Long collections of a fixed-size class, read in runs of whole present items: nulls end a run, and the array, which
/// grows from 1,024 items, ends one at each growth.
/// </summary>
[BinarySerializable]
public partial class FixedItemRuns
{
    public List<FixedItem?> List { get; set; } = [];
    public FixedItem?[] Array { get; set; } = [];
    public int Trailer { get; set; }
}

/// <summary>Runs inside an outer collection's items: each inner collection declares its run reader in the outer loop.</summary>
[BinarySerializable]
public partial class NestedRuns
{
    public List<FixedTick[]> Groups { get; set; } = [];
    public FixedItem?[][] Tables { get; set; } = [];
}

/// <summary>Arrays of each swapped element width: short ones are swapped element by element, longer ones a vector at a time.</summary>
[BinarySerializable]
public partial class SwappedArrays
{
    public short[] Shorts = [];
    public int[] Ints = [];
    public long[] Longs = [];
}

/// <summary>A signed bit field: a value outside its bits is reported with its sign.</summary>
[BinarySerializable]
public partial struct SignedNibbles
{
    [BinaryBitField(4)] public sbyte Delta;
    [BinaryBitField(4)] public byte Rest;
}

[BinarySerializable]
public partial record struct PlainPair(int A, int B);

[BinarySerializable]
public partial class ControlledElements
{
    public LittleEndianValue[]? LittleEndian { get; set; }

    public List<LittleEndianValue>? LittleEndianList { get; set; }

    public VarIntValue[]? VarInts { get; set; }

    public ReservedValue[]? Reserved { get; set; }

    public NibblePair[]? Nibbles { get; set; }

    public PlainPair[]? Plain { get; set; }
}

/// <summary>Members whose types come from another assembly: a netstandard2.0 library's generated types.</summary>
[BinarySerializable]
public partial class CrossAssembly
{
    public LegacyMessage? Message { get; set; }

    public LegacyPoint Origin { get; set; }

    public LegacyPoint[]? Path { get; set; }

    public List<LegacyMessage?>? History { get; set; }
}

/// <summary>A hand-written codec for a struct: an IPv4 address as 4 bytes, read through its static TryRead.</summary>
public readonly struct Ipv4Address(uint value) : IBinarySerializable<Ipv4Address>, IBinaryReadable<Ipv4Address>, IEquatable<Ipv4Address>
{
    public uint Value { get; } = value;

    public int GetSerializedSize() => 4;

    public int Write(Span<byte> destination)
        => TryWrite(destination, out int written) ? written : throw new BinarySerializationException("Ipv4Address: the destination is too short.", "Ipv4Address", null, 0);

    public bool TryWrite(Span<byte> destination, out int bytesWritten)
    {
        bytesWritten = BinaryPrimitives.TryWriteUInt32BigEndian(destination, Value) ? 4 : 0;
        return bytesWritten == 4;
    }

    public static Ipv4Address Read(ReadOnlySpan<byte> source, out int bytesRead)
        => TryRead(source, out Ipv4Address value, out bytesRead) ? value : throw new BinarySerializationException("Ipv4Address: truncated.", "Ipv4Address", null, 0);

    public static bool TryRead(ReadOnlySpan<byte> source, out Ipv4Address value, out int bytesRead)
    {
        bool complete = BinaryPrimitives.TryReadUInt32BigEndian(source, out uint raw);
        value = new Ipv4Address(raw);
        bytesRead = complete ? 4 : 0;
        return complete;
    }

    public bool Equals(Ipv4Address other) => Value == other.Value;

    public override bool Equals(object? obj) => obj is Ipv4Address other && Equals(other);

    public override int GetHashCode() => (int)Value;
}

/// <summary>A hand-written codec for a class with no static TryRead: read through a registered deserializer.</summary>
public sealed class Tag(string text) : IBinarySerializable<Tag>
{
    public string Text { get; } = text;

    public int GetSerializedSize() => 1 + Text.Length;

    public int Write(Span<byte> destination)
        => TryWrite(destination, out int written) ? written : throw new BinarySerializationException("Tag: the destination is too short.", "Tag", null, 0);

    public bool TryWrite(Span<byte> destination, out int bytesWritten)
    {
        bytesWritten = 0;
        if (destination.Length < GetSerializedSize())
        {
            return false;
        }

        destination[0] = (byte)Text.Length;
        System.Text.Encoding.ASCII.GetBytes(Text, destination.Slice(1));
        bytesWritten = GetSerializedSize();
        return true;
    }

    public sealed class Deserializer : IBinaryDeserializer<Tag>
    {
        public bool TryRead(ReadOnlySpan<byte> source, ref int offset, ref BinaryReadState state, [MaybeNullWhen(false)] out Tag value)
        {
            value = null;
            if (source.Length - offset < 1 || source.Length - offset - 1 < source[offset])
            {
                return state.Truncated("Tag", "Text", offset, 1 + (source.Length - offset < 1 ? 0 : source[offset]), source.Length - offset);
            }

            ReadOnlySpan<byte> text = source.Slice(offset + 1, source[offset]);
            if (text.IndexOfAnyInRange((byte)0x80, (byte)0xFF) is int bad and >= 0)
            {
                throw new BinarySerializationException($"Tag: byte 0x{text[bad]:X2} is not ASCII.", "Tag", "Text", offset + 1 + bad);
            }

            value = new Tag(System.Text.Encoding.ASCII.GetString(text));
            offset += 1 + source[offset];
            return true;
        }
    }

    [ModuleInitializer]
    internal static void Register() => BinaryDeserializerRegistry.Register(new Deserializer());
}

/// <summary>A hand-written codec whose size and write disagree: the serializer must say so, not blame another thread.</summary>
public readonly struct Miscounted : IBinarySerializable<Miscounted>
{
    public int GetSerializedSize() => 2;

    public int Write(Span<byte> destination) => TryWrite(destination, out int written) ? written : throw new BinarySerializationException("Miscounted: short.", "Miscounted", null, 0);

    public bool TryWrite(Span<byte> destination, out int bytesWritten)
    {
        bytesWritten = destination.Length >= 3 ? 3 : 0;
        return bytesWritten == 3;
    }
}

[BinarySerializable]
public partial class WithCustomCodecs
{
    public Ipv4Address Address { get; set; }

    public Ipv4Address[]? Peers { get; set; }

    public Tag? Label { get; set; }

    public List<Tag?>? Labels { get; set; }
}

/// <summary>Hand-written classes declared non-nullable: no presence byte, as for generated ones.</summary>
[BinarySerializable]
public partial class WithRequiredCustomCodecs
{
    public Tag Label { get; set; } = new("");

    public List<Tag> Labels { get; set; } = [];
}

[BinarySerializable]
public partial class HoldsMiscounted
{
    public int Id { get; set; }

    public Miscounted Bad { get; set; }
}

/// <summary>Required members, one of them set through the constructor as well.</summary>
[BinarySerializable]
public partial class WithRequired
{
    [SetsRequiredMembers]
    public WithRequired()
    {
        Name = string.Empty;
    }

    public required int Id { get; init; }

    public required string Name { get; init; }
}

[BinarySerializable]
public partial class RequiredByConstructor(int id)
{
    public required int Id { get; init; } = id;

    public required string Name { get; init; }
}
