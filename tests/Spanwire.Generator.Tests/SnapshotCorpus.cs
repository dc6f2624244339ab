using System.Collections.Generic;
using Microsoft.CodeAnalysis.CSharp;

namespace Spanwire.Generator.Tests;

/// <summary>
/// The generator test corpus: every control, unions, enums, nesting and language versions. Each case is snapshotted
/// (<see cref="SnapshotTests"/>), run twice and edited for caching (<see cref="CorpusIncrementalTests"/>), and checked
/// for agreement between the generator and the layout analyzer.
/// </summary>
internal static class SnapshotCorpus
{
    public static IReadOnlyDictionary<string, (string Source, LanguageVersion Version)> Cases { get; } = new Dictionary<string, (string, LanguageVersion)>
    {
        ["PositionalRecord"] = ("""
            using Spanwire;
            namespace Demo;
            public enum TradeSide { Buy = 1, Sell = 2 }
            [BinarySerializable]
            public partial record Trade(long Id, string Symbol, double Price, int Quantity, TradeSide Side);
            """, LanguageVersion.Latest),
        ["ItemTags"] = ("""
            using Spanwire;
            namespace Demo;
            [BinarySerializable]
            public sealed partial class Row
            {
                public byte HeaderSize { get; set; }
                [BinaryLengthFrom(nameof(HeaderSize), CountsBytes = true, Adjust = 1)]
                [BinaryVarInt(VarIntEncoding.Unsigned, Format = VarIntFormat.Sqlite)] public long[] Types { get; set; } = [];
                [BinaryTagFrom(nameof(Types))] public Cell[] Cells { get; set; } = [];
            }
            [BinarySerializable]
            [BinaryUnion(Default = typeof(Bytes))]
            [BinaryUnionCase(0, typeof(Empty))]
            [BinaryUnionCase(1, typeof(Small))]
            public abstract partial class Cell { }
            [BinarySerializable] public sealed partial class Empty : Cell { }
            [BinarySerializable] public sealed partial class Small : Cell { public sbyte Value { get; set; } }
            [BinarySerializable]
            public sealed partial class Bytes : Cell
            {
                [BinaryParameter] public long Tag { get; set; }
                [BinaryLengthFrom(nameof(ContentLength))] public byte[] Content { get; set; } = [];
                private static long ContentLength(long tag) => tag >= 12 ? (tag - 12) / 2 : -1;
            }
            """, LanguageVersion.Latest),
        ["Parameters"] = ("""
            using System.Collections.Generic;
            using Spanwire;
            namespace Demo;
            [BinarySerializable]
            public partial struct Header { public byte Kind { get; set; } public byte Width { get; set; } }
            [BinarySerializable]
            public partial class Image
            {
                public Header Head { get; set; }
                [BinaryRemainder, BinaryArguments("Head.Kind", "Head.Width")] public List<Chunk> Chunks { get; set; } = new();
            }
            [BinarySerializable]
            public partial class Chunk
            {
                [BinaryParameter] public byte Kind { get; set; }
                [BinaryParameter] public byte Width { get; set; }
                public byte Type { get; set; }
                [BinaryTagFrom(nameof(Type)), BinaryArguments(nameof(Kind))] public Body Content { get; set; } = new Color();
                [BinaryLengthFrom(nameof(Width))] public byte[] Pixels { get; set; } = [];
                [BinaryWhen(nameof(Kind), Mask = 4)] public ushort? Gamma { get; set; }
                [BinaryWhen(nameof(Wide))] public uint? Extent { get; set; }
                private static bool Wide(byte width, byte type) => width > 8 && type != 2;
            }
            [BinarySerializable, BinaryUnionCase(1, typeof(Color)), BinaryUnionCase(2, typeof(Note))]
            public abstract partial class Body { }
            [BinarySerializable]
            public partial class Color : Body
            {
                [BinaryParameter] public byte Kind { get; set; }
                [BinaryTagFrom(nameof(Kind))] public Sample Value { get; set; } = new Grey();
            }
            [BinarySerializable]
            public partial class Note : Body { [BinaryLengthPrefix(LengthPrefix.UInt8)] public string Text { get; set; } = ""; }
            [BinarySerializable, BinaryUnionCase(0, typeof(Grey)), BinaryUnionCase(2, typeof(Rgb))]
            public abstract partial class Sample { }
            [BinarySerializable]
            public partial class Grey : Sample { public ushort Level { get; set; } }
            [BinarySerializable]
            public partial class Rgb : Sample { public ushort Red { get; set; } public ushort Green { get; set; } public ushort Blue { get; set; } }
            """, LanguageVersion.Latest),
        ["PositionedMembers"] = ("""
            using System.Collections.Generic;
            using Spanwire;
            namespace Demo;
            [BinarySerializable]
            public partial record struct Entry(uint Id, short Weight);
            [BinarySerializable]
            public partial class Directory
            {
                public uint TableAt { get; set; }
                public ushort Count { get; set; }
                public byte Kind { get; set; }
                public ushort NoteAt { get; set; }
                [BinaryAt(nameof(TableAt)), BinaryLengthFrom(nameof(Count))]
                public List<Entry> Table { get; set; } = new();
                [BinaryWhen(nameof(Kind), Value = 2), BinaryAt(nameof(NoteAt), Origin = OffsetOrigin.Value)]
                public string Note { get; set; } = "";
            }
            [BinarySerializable]
            public partial class Cells
            {
                public byte Count { get; set; }
                [BinaryLengthFrom(nameof(Count))] public ushort[] Pointers { get; set; } = [];
                [BinaryAt(nameof(Pointers), Origin = OffsetOrigin.Value)] public Entry[] Items { get; set; } = [];
            }
            """, LanguageVersion.Latest),
        ["FixedSizeReadonlyStruct"] = ("""
            using System;
            using Spanwire;
            namespace Demo;
            [BinarySerializable]
            public readonly partial record struct Header(ushort Magic, byte Version, bool Compressed, Guid Id, DateTime Sent, Half Scale, Int128 Big);
            """, LanguageVersion.Latest),
        ["CollectionsAndNullables"] = ("""
            using System;
            using System.Collections.Generic;
            using System.Collections.Immutable;
            using Spanwire;
            namespace Demo;
            public enum Code : short { A = 1 }
            [BinarySerializable]
            public partial struct Point { public float X; public float Y; }
            [BinarySerializable]
            public partial class Batch
            {
                public int[]? Values { get; set; }
                public List<Code>? Codes { get; set; }
                public IReadOnlyList<string?>? Names { get; set; }
                public ImmutableArray<double> Weights { get; set; }
                public Point[]? Points { get; set; }
                public int? Limit { get; set; }
                public Point? Origin { get; set; }
                public Batch? Next { get; set; }
                public byte[]? Payload { get; set; }
                public ReadOnlyMemory<byte> Tail { get; set; }
            }
            """, LanguageVersion.Latest),
        ["FixedSizeItems"] = ("""
            using System.Collections.Generic;
            using Spanwire;
            namespace Demo;
            [BinarySerializable]
            public partial class Holding { public int Instrument; public long Quantity; public bool Active; }
            [BinarySerializable]
            public partial record struct Tick(int Time, short Delta);
            [BinarySerializable]
            public partial class Book
            {
                public List<Holding?> Holdings { get; set; } = [];
                public Tick[] Ticks { get; set; } = [];
            }
            """, LanguageVersion.Latest),
        ["NestedInContainingTypes"] = ("""
            using Spanwire;
            namespace Demo.Protocol;
            public static partial class Messages
            {
                internal partial struct Envelope
                {
                    [BinarySerializable]
                    public partial record Ping(int Sequence, [property: BinaryIgnore] string? Debug)
                    {
                        public long SentAt { get; init; }
                    }
                }
            }
            """, LanguageVersion.Latest),
        ["LengthPrefixesAndVarints"] = ("""
            using Spanwire;
            namespace Demo;
            [BinarySerializable]
            public partial record Frame([BinaryLengthPrefix(LengthPrefix.UInt8)] string Tag, [BinaryVarInt] int Delta)
            {
                [BinaryLengthPrefix(LengthPrefix.Int16)] public byte[]? Body { get; init; }
                [BinaryLengthPrefix(LengthPrefix.VarUInt)] public long[]? Samples { get; init; }
                [BinaryVarInt(VarIntEncoding.Unsigned)] public ulong Sequence { get; init; }
            }
            """, LanguageVersion.Latest),
        ["WireFormatControls"] = ("""
            using Spanwire;
            namespace Demo;
            public enum Op : byte { Query = 0, Status = 2 }
            [BinarySerializable(RejectUndefinedEnums = true)]
            [BinaryByteOrder(ByteOrder.LittleEndian)]
            public partial class Packet
            {
                public ushort NameLength;
                [BinaryBitField(1)] public bool Response;
                [BinaryBitField(4)] public Op Opcode;
                [BinaryBitField(3)] public byte Reserved;
                [BinaryReserved(2)] public int Flags;
                [BinaryLengthFrom(nameof(NameLength))] public string Name = "";
                [BinaryFixedLength(8, Padding = 0x20)] public string Code = "";
                [BinaryStringEncoding(StringEncoding.JavaModifiedUtf8)] public string? Java;
                [BinaryWhen(nameof(Flags), Mask = 1)] public double? Extra;
                [BinaryTrailing] public long Stamp;
            }

            [BinarySerializable, BinaryUnion(UnionTagWidth.UInt16), BinaryUnionCase(1, typeof(Ping)), BinaryUnionCase(2, typeof(Pong))]
            public abstract partial class Message { }
            [BinarySerializable] public sealed partial class Ping : Message { public int Sequence; }
            [BinarySerializable(Layout = WireLayout.Xdr)] public sealed partial class Pong : Message { public bool Ok; public string Text = ""; }
            """, LanguageVersion.Latest),
        ["GlobalNamespaceWithCSharp9"] = ("""
            using Spanwire;
            [BinarySerializable]
            public partial class Legacy
            {
                public int Id;
                public string Name = "";
                public System.Collections.Generic.List<LegacyTick>? Ticks;
            }
            [BinarySerializable]
            public partial class LegacyTick
            {
                public int Time;
                public short Delta;
            }
            """, LanguageVersion.CSharp9),
        ["Unions"] = ("""
            using Spanwire;
            namespace Demo;
            [BinarySerializable, BinaryUnionCase(1, typeof(Circle)), BinaryUnionCase(2, typeof(Square))]
            public abstract partial class Shape { }
            [BinarySerializable] public sealed partial class Circle : Shape { public double Radius; }
            [BinarySerializable] public sealed partial class Square : Shape { public double Side; }
            [BinarySerializable, BinaryUnion(UnionTagWidth.Int32), BinaryUnionCase(-1, typeof(Failure)), BinaryUnionCase(0, typeof(Success))]
            public abstract partial class Reply { }
            [BinarySerializable(Layout = WireLayout.Xdr)] public sealed partial class Failure : Reply { public int Code; }
            [BinarySerializable(Layout = WireLayout.Xdr)] public sealed partial class Success : Reply { public string Text = ""; }
            [BinarySerializable] public partial class Drawing { public Shape?[]? Shapes; public Reply? Last; }
            """, LanguageVersion.Latest),
        ["EnumChecks"] = ("""
            using System;
            using System.Collections.Generic;
            using Spanwire;
            namespace Demo;
            public enum Side : byte { Buy = 1, Sell = 2 }
            [Flags] public enum Options : short { None = 0, Fast = 1, Safe = 2 }
            [BinarySerializable(RejectUndefinedEnums = true)]
            public partial class Orders
            {
                public Side Side;
                public Options Options;
                public Side[]? Sides;
                public List<Side>? History;
                public Side? Maybe;
                [BinaryBitField(4)] public Side Packed;
                [BinaryBitField(4)] public byte Rest;
            }
            """, LanguageVersion.Latest),
        ["FixedFieldsAndPresence"] = ("""
            using System.Collections.Generic;
            using Spanwire;
            namespace Demo;
            [BinarySerializable]
            public partial class Record
            {
                [BinaryFixedLength(8, Padding = 0x20, TrimPadding = true)] public string Code = "";
                [BinaryFixedLength(6), BinaryStringEncoding(StringEncoding.Latin1)] public string Latin = "";
                [BinaryFixedLength(4, Truncate = true)] public byte[] Magic = new byte[4];
                [BinaryFixedLength(10), BinaryLengthPrefix(LengthPrefix.UInt8)] public string Pascal = "";
                [BinaryFixedLength(3)] public short[] Triple = new short[3];
                [BinaryPresenceByte, BinaryLengthPrefix(LengthPrefix.UInt16)] public string? Note;
                [BinaryPresenceByte, BinaryLengthPrefix(LengthPrefix.VarUInt)] public List<int>? Items;
                [BinaryReserved(3)] public byte Version;
                [BinaryStringEncoding(StringEncoding.Utf16BigEndian), BinaryLengthPrefix(LengthPrefix.UInt16)] public string Wide = "";
            }
            """, LanguageVersion.Latest),
        ["XdrRecord"] = ("""
            using Spanwire;
            namespace Demo;
            [BinarySerializable(Layout = WireLayout.Xdr)]
            public partial class CallHeader
            {
                public uint Xid;
                public bool Final;
                public string Machine = "";
                public byte[] Opaque = [];
                [BinaryFixedLength(5)] public byte[] Verifier = new byte[5];
                public int[] Groups = [];
                [BinaryFixedLength(2)] public long[] Pair = new long[2];
                public double Weight;
            }
            """, LanguageVersion.Latest),
        ["CustomCodecs"] = ("""
            using System;
            using Spanwire;
            namespace Demo;
            public readonly struct Port : IBinarySerializable<Port>, IBinaryReadable<Port>
            {
                public ushort Value { get; init; }
                public int GetSerializedSize() => 2;
                public int Write(Span<byte> destination) => TryWrite(destination, out int written) ? written : throw new InvalidOperationException();
                public bool TryWrite(Span<byte> destination, out int bytesWritten) { bytesWritten = 2; return System.Buffers.Binary.BinaryPrimitives.TryWriteUInt16BigEndian(destination, Value); }
                public static Port Read(ReadOnlySpan<byte> source, out int bytesRead) { bytesRead = 2; return new Port { Value = System.Buffers.Binary.BinaryPrimitives.ReadUInt16BigEndian(source) }; }
                public static bool TryRead(ReadOnlySpan<byte> source, out Port value, out int bytesRead) { bool ok = source.Length >= 2; value = ok ? Read(source, out _) : default; bytesRead = ok ? 2 : 0; return ok; }
            }
            public sealed class Note : IBinarySerializable<Note>
            {
                public int GetSerializedSize() => 1;
                public int Write(Span<byte> destination) { destination[0] = 1; return 1; }
                public bool TryWrite(Span<byte> destination, out int bytesWritten) { bytesWritten = destination.Length > 0 ? Write(destination) : 0; return bytesWritten == 1; }
            }
            [BinarySerializable]
            public partial class Endpoint { public Port Port; public Port[]? Alternates; public Note? Note; }
            """, LanguageVersion.Latest),
        ["NullTerminatedStrings"] = ("""
            using Spanwire;
            namespace Demo;
            [BinarySerializable]
            public partial record StartupParameter([BinaryNullTerminated] string Name, [BinaryNullTerminated] string Value)
            {
                [BinaryNullTerminated, BinaryStringEncoding(StringEncoding.Utf16BigEndian)] public string Wide { get; init; } = "";
                [BinaryNullTerminated, BinaryPresenceByte] public string? Optional { get; init; }
            }
            """, LanguageVersion.Latest),
        ["FramesAndBindings"] = ("""
            using System.Collections.Generic;
            using Spanwire;
            namespace Demo;
            [BinarySerializable, BinaryUnion(Default = typeof(Unknown)), BinarySizePrefix(LengthPrefix.Int32, IncludesPrefix = true)]
            [BinaryUnionCase('D', typeof(Row)), BinaryUnionCase('E', typeof(Error))]
            public abstract partial class Message { }
            [BinarySerializable] public sealed partial class Row : Message { [BinaryLengthPrefix(LengthPrefix.Int16)] public byte[]?[] Values = []; }
            [BinarySerializable] public sealed partial class Error : Message { [BinaryTerminated] public List<Field> Fields = []; }
            [BinarySerializable] public partial record struct Field(byte Code, [BinaryNullTerminated] string Value);
            [BinarySerializable] public sealed partial class Unknown : Message { [BinaryIgnore] public long Tag { get; set; } [BinaryRemainder] public byte[] Body = []; }
            [BinarySerializable]
            public partial class Packet
            {
                public ushort KeyLength;
                [BinaryLengthOf(nameof(Key), nameof(Value))] public uint Total;
                [BinarySizePrefix(LengthPrefix.ZigZag, SkipUnknown = true)] public Header Header = new();
                [BinaryLengthFrom(nameof(KeyLength)), BinaryStringEncoding(StringEncoding.Latin1)] public string Key = "";
                [BinaryLengthFrom(nameof(Total))] public byte[] Value = [];
                public int CountsLength;
                [BinaryLengthFrom(nameof(CountsLength), CountsBytes = true), BinaryVarInt] public long[] Counts = [];
                [BinaryItemLengthPrefix(LengthPrefix.UInt8)] public List<string> Names = [];
                [BinaryNullTerminated] public string[] Keys = [];
            }
            [BinarySerializable] public partial class Header { public int Version; }
            [BinarySerializable]
            public partial class CopyFields
            {
                [BinarySizePrefix] public long Id;
                [BinarySizePrefix(LengthPrefix.UInt8)] public short Small;
                [BinarySizePrefix, BinaryRemainder] public string Name = "";
                [BinarySizePrefix(NullAsMinusOne = true)] public int? Count;
                [BinarySizePrefix(NullAsMinusOne = true), BinaryRemainder] public byte[]? Blob;
            }
            """, LanguageVersion.Latest),
        ["TabledSegments"] = ("""
            using Spanwire;
            namespace Demo;
            [BinarySerializable]
            public partial class Segmented
            {
                public byte Count;
                [BinaryLengthFrom(nameof(Count)), BinaryItemLengthPrefix(LengthPrefix.UInt8, Table = true)] public byte[][] Segments = [];
                [BinaryItemLengthPrefix(LengthPrefix.UInt16, Table = true)] public System.Collections.Generic.List<byte[]> Blobs = [];
            }
            """, LanguageVersion.Latest),
        ["WeightedPool"] = ("""
            using System.Collections.Generic;
            using Spanwire;
            namespace Demo;
            [BinarySerializable, BinaryUnionCase(1, typeof(Small)), BinaryUnionCase(5, typeof(Wide))]
            public abstract partial class Entry { }
            [BinarySerializable] public partial class Small : Entry { public ushort Index; }
            [BinarySerializable] public partial class Wide : Entry { public long Value; }
            [BinarySerializable]
            public partial class Pool
            {
                public ushort Count;
                [BinaryLengthFrom(nameof(Count), Adjust = 1), BinaryItemWeight(2, typeof(Wide))] public List<Entry> Entries = [];
                [BinaryLengthPrefix(LengthPrefix.UInt8), BinaryItemWeight(3, typeof(Wide))] public Entry[] Prefixed = [];
            }
            """, LanguageVersion.Latest),
        ["KeptQuicWidths"] = ("""
            using Spanwire;
            namespace Demo;
            [BinarySerializable]
            public partial class StreamBody
            {
                [BinaryVarInt(VarIntEncoding.Unsigned, Format = VarIntFormat.Quic, KeepWidth = true)] public ulong StreamId;
                [BinaryVarInt(VarIntEncoding.Unsigned, Format = VarIntFormat.Quic, KeepWidth = true)] public ulong Length;
                [BinaryLengthFrom(nameof(Length))] public byte[] Data = [];
            }
            """, LanguageVersion.Latest),
        ["StructCases"] = ("""
            using Spanwire;
            namespace Demo;
            [BinarySerializable, BinarySizePrefix(LengthPrefix.Int32)]
            [BinaryUnionCase('T', typeof(Tick)), BinaryUnionCase('H', typeof(Halt))]
            public abstract partial class Feed { }
            [BinarySerializable] public partial record struct Tick(int Instrument, long Price);
            [BinarySerializable] public sealed partial class Halt : Feed { [BinaryNullTerminated] public string Reason = ""; }
            """, LanguageVersion.Latest),
        ["Checksums"] = ("""
            using System.Collections.Generic;
            using Spanwire;
            namespace Demo;
            [BinarySerializable]
            public partial class Batch
            {
                public long BaseOffset;
                [BinaryChecksum(ChecksumAlgorithm.Crc32C)] public Body Body;
                [BinaryChecksum(ChecksumAlgorithm.Crc32, Placement = ChecksumPlacement.After, SkipBytes = 4)] public byte[] Chunk = [];
            }
            [BinarySerializable] public partial record struct Body(short Attributes, int[] Records);
            [BinarySerializable] public partial class Chunks { [BinaryFixedLength(8)] public byte[] Signature = []; [BinaryRemainder] public List<Body> Items = []; }
            """, LanguageVersion.Latest),
        ["ItemEndedLists"] = ("""
            using System.Collections.Generic;
            using Spanwire;
            namespace Demo;
            [BinarySerializable] public partial class Message { [BinaryUntil(nameof(Frame.Final))] public List<Frame> Frames = []; public ushort Tail; }
            [BinarySerializable] public partial struct Frame { [BinaryBitField(1)] public bool Final; [BinaryBitField(7)] public byte Opcode; [BinaryLengthPrefix(LengthPrefix.UInt8)] public byte[] Payload; }
            """, LanguageVersion.Latest),
        ["CompressedNames"] = ("""
            using System.Collections.Generic;
            using Spanwire;
            namespace Demo;
            [BinarySerializable] public partial class Name { [BinaryUntil(typeof(Pointer)), BinaryUntil(nameof(Label.Length), Case = typeof(Label))] public List<Part> Parts = []; }
            [BinarySerializable, BinaryUnion(TagBits = 2), BinaryUnionCase(0, typeof(Label)), BinaryUnionCase(3, typeof(Pointer))] public abstract partial class Part { }
            [BinarySerializable] public sealed partial class Label : Part { [BinaryBitField(6)] public byte Length; [BinaryLengthFrom(nameof(Length))] public string Text = ""; }
            [BinarySerializable] public sealed partial class Pointer : Part { [BinaryBitField(14)] public ushort Offset; [BinaryPointer(nameof(Offset))] public Name Target = new(); }
            """, LanguageVersion.Latest),
        ["PrefixCodeTags"] = ("""
            using System.Collections.Generic;
            using Spanwire;
            namespace Demo;
            [BinarySerializable, BinaryUnionCase(0, typeof(Small), TagBits = 1), BinaryUnionCase(0b101, typeof(Short), TagBits = 3), BinaryUnionCase(0xCD, typeof(Wide)), BinaryUnionCase(0b1001, typeof(Few), TagBits = 4)]
            public abstract partial class Value { }
            [BinarySerializable] public sealed partial class Small : Value { [BinaryBitField(7)] public byte Number; }
            [BinarySerializable] public sealed partial class Short : Value { [BinaryBitField(5)] public byte Length; [BinaryLengthFrom(nameof(Length))] public string Text = ""; }
            [BinarySerializable] public sealed partial class Wide : Value { public ushort Number; }
            [BinarySerializable] public sealed partial class Few : Value { [BinaryBitField(4)] public byte Count; [BinaryLengthFrom(nameof(Count))] public List<Value> Items = []; }
            """, LanguageVersion.Latest),
        ["ChosenByteOrder"] = ("""
            using System.Collections.Generic;
            using Spanwire;
            namespace Demo;
            [BinarySerializable, BinaryByteOrderFrom(nameof(Order), LittleEndian = [1], BigEndian = [2])]
            public partial class Capture { public byte Order; public ushort Version; [BinaryRemainder] public List<Record> Records = []; }
            [BinarySerializable, BinaryByteOrderFrom] public partial struct Record { public uint Time; [BinaryLengthPrefix(LengthPrefix.UInt16)] public byte[] Data; }
            """, LanguageVersion.Latest),
        ["TextTags"] = ("""
            using Spanwire;
            namespace Demo;
            [BinarySerializable] public partial class Key { public string Name = ""; [BinaryTagFrom(nameof(Name))] public KeyBody Body = new Ed25519(); }
            [BinarySerializable, BinaryUnion(UnionTagWidth.Text, Default = typeof(Unknown)), BinaryUnionCase("ssh-ed25519", typeof(Ed25519))]
            public abstract partial class KeyBody { }
            [BinarySerializable] public partial class Ed25519 : KeyBody { public byte[] PublicKey = []; }
            [BinarySerializable] public partial class Unknown : KeyBody { [BinaryIgnore] public string Tag { get; set; } = ""; [BinaryRemainder] public byte[] Data = []; }
            """, LanguageVersion.Latest),
        ["BitFieldHeader"] = ("""
            using Spanwire;
            namespace Demo;
            public enum Opcode : byte { Query = 0, Status = 2 }
            [BinarySerializable]
            public partial record struct DnsHeader(ushort Id, [BinaryBitField(1)] bool Response, [BinaryBitField(4)] Opcode Opcode,
                [BinaryBitField(3)] byte Flags, [BinaryBitField(8)] byte Rest, ushort Questions);
            """, LanguageVersion.Latest),
        ["PackedBcd"] = ("""
            using Spanwire;
            namespace Demo;
            [BinarySerializable]
            public partial class Authorization
            {
                [BinaryBcd(Digits = 4)] public short Mti;
                [BinaryBcd(Digits = 12)] public long Amount;
                [BinaryBcd(Digits = 3)] public ushort Currency;
                [BinaryBcd(Digits = 2)] public byte PanLength;
                [BinaryLengthFrom(nameof(PanLength))] public string Pan = "";
                [BinaryLengthPrefix(LengthPrefix.UInt8), BinaryBcd(Digits = 4)] public short[] Tags = [];
            }
            """, LanguageVersion.Latest),
        ["LengthMethods"] = ("""
            using Spanwire;
            namespace Demo;
            [BinarySerializable, BinaryByteOrder(ByteOrder.LittleEndian)]
            public partial class Stub
            {
                public ushort LastPageBytes;
                public ushort Pages;
                public byte HeaderSize;
                [BinaryLengthFrom(nameof(HeaderSize))] public byte[] Header = [];
                [BinaryLengthFrom(nameof(ImageSize), Fill = nameof(FillImageSize))] public byte[] Image = [];
                static long ImageSize(ushort lastPageBytes, ushort pages, byte headerSize)
                    => (lastPageBytes == 0 ? pages * 512 : (pages - 1) * 512 + lastPageBytes) - headerSize;
                static void FillImageSize(long length, ref ushort lastPageBytes, ref ushort pages, byte headerSize)
                {
                    long file = length + headerSize;
                    pages = (ushort)((file + 511) / 512);
                    lastPageBytes = (ushort)(file % 512);
                }
            }
            """, LanguageVersion.Latest),
    };
}
