using System;

namespace Spanwire;

/// <summary>Replaces the default int32 length or count prefix of a string, byte array or collection member.</summary>
[AttributeUsage(AttributeTargets.Field | AttributeTargets.Property | AttributeTargets.Parameter, Inherited = false, AllowMultiple = false)]
public sealed class BinaryLengthPrefixAttribute(LengthPrefix prefix) : Attribute
{
    /// <summary>The prefix written before the member's data.</summary>
    public LengthPrefix Prefix { get; } = prefix;
}

/// <summary>Writes an integer member (<c>short</c> to <c>ulong</c>) as a varint (LEB128, or the <see cref="Format"/> given) instead of fixed-width big-endian.</summary>
[AttributeUsage(AttributeTargets.Field | AttributeTargets.Property | AttributeTargets.Parameter, Inherited = false, AllowMultiple = false)]
public sealed class BinaryVarIntAttribute(VarIntEncoding encoding = VarIntEncoding.ZigZag) : Attribute
{
    /// <summary>ZigZag (the default) or unsigned.</summary>
    public VarIntEncoding Encoding { get; } = encoding;

    /// <summary>
    /// The most bytes the protocol allows the varint (MQTT's Remaining Length: 4); 0, the default, allows what the
    /// integer needs. A longer encoding is invalid data at once, and a value that needs more is a write error.
    /// LEB128 only: the other formats have their own limits.
    /// </summary>
    public int MaxBytes { get; set; }

    /// <summary>The varint's byte layout: LEB128 (the default), HdrHistogram's, SQLite's or QUIC's.</summary>
    public VarIntFormat Format { get; set; }

    /// <summary>
    /// QUIC only, on a member of a class or a non-readonly struct: the value is written as wide as it was read (RFC 9000
    /// allows <c>40 25</c> for 37, and aioquic writes 2-byte lengths that way), so every value read writes back as the
    /// bytes it came from; a value that needs more bytes, or one never read, takes what it needs.
    /// </summary>
    public bool KeepWidth { get; set; }
}

/// <summary>
/// Writes a string or byte array as exactly <see cref="Length"/> bytes with no prefix: shorter values are padded
/// with <see cref="Padding"/>, longer ones are an error unless <see cref="Truncate"/> is set.
/// </summary>
[AttributeUsage(AttributeTargets.Field | AttributeTargets.Property | AttributeTargets.Parameter, Inherited = false, AllowMultiple = false)]
public sealed class BinaryFixedLengthAttribute(int length) : Attribute
{
    /// <summary>The field's size in bytes.</summary>
    public int Length { get; } = length;

    /// <summary>The byte that fills the rest of the field: 0 (the default) or a space (0x20), say.</summary>
    public byte Padding { get; set; }

    /// <summary>Strings: remove trailing padding bytes on read. On by default.</summary>
    public bool TrimPadding { get; set; } = true;

    /// <summary>
    /// Cut values that do not fit instead of throwing. Strings are cut at a character boundary: never inside a
    /// multi-byte UTF-8 sequence or a surrogate pair.
    /// </summary>
    public bool Truncate { get; set; }
}

/// <summary>Encodes a string member with something other than UTF-8; the length prefix counts encoded bytes.</summary>
[AttributeUsage(AttributeTargets.Field | AttributeTargets.Property | AttributeTargets.Parameter, Inherited = false, AllowMultiple = false)]
public sealed class BinaryStringEncodingAttribute(StringEncoding encoding) : Attribute
{
    /// <summary>The encoding.</summary>
    public StringEncoding Encoding { get; } = encoding;

    /// <summary>Replace characters or bytes the encoding cannot represent ('?' or U+FFFD) instead of throwing.</summary>
    public bool Replace { get; set; }
}

/// <summary>
/// Packs a small integer, <c>bool</c> or enum member into <see cref="Bits"/> bits. Consecutive bit-field members
/// share one big-endian container of 8, 16 or 32 bits, filled from the most significant bit down, as RFC 791 and
/// RFC 1035 headers are drawn, or from the least significant bit up with <see cref="Order"/>. A value that does not
/// fit its bits is an error on write.
/// </summary>
[AttributeUsage(AttributeTargets.Field | AttributeTargets.Property | AttributeTargets.Parameter, Inherited = false, AllowMultiple = false)]
public sealed class BinaryBitFieldAttribute(int bits) : Attribute
{
    /// <summary>The member's width in bits (1 to 32).</summary>
    public int Bits { get; } = bits;

    /// <summary>Which end of the container the run's first member takes; every member of a run says the same.</summary>
    public BitOrder Order { get; set; }
}

/// <summary>The byte order of multi-byte numbers.</summary>
public enum ByteOrder
{
    /// <summary>Most significant byte first (network byte order). The default.</summary>
    BigEndian = 0,

    /// <summary>Least significant byte first.</summary>
    LittleEndian = 1,
}

/// <summary>
/// Overrides the big-endian default for one numeric member (or the elements of a numeric array), or for a whole
/// type: there it applies to every numeric member, numeric array and default int32 length or count prefix.
/// </summary>
[AttributeUsage(AttributeTargets.Class | AttributeTargets.Struct | AttributeTargets.Field | AttributeTargets.Property | AttributeTargets.Parameter, Inherited = false, AllowMultiple = false)]
public sealed class BinaryByteOrderAttribute(ByteOrder order) : Attribute
{
    /// <summary>The byte order.</summary>
    public ByteOrder Order { get; } = order;
}

/// <summary>
/// The type's byte order is chosen when it is read, by a member's value (ELF's <c>EI_DATA</c>, pcap's magic number,
/// TIFF's <c>II</c>/<c>MM</c>), or, with no holder named, by the value that holds this one. Members without a
/// <see cref="BinaryByteOrderAttribute"/> of their own, and nested types marked <c>[BinaryByteOrderFrom]</c>, follow
/// it; a value read back writes in the order it was read, because the holder's value is kept. The holder is an integer
/// at a constant offset that reads the same either way (a byte, or a member with its own <c>[BinaryByteOrder]</c>); a
/// value in neither list is invalid data on read and a write error on write. A type read on its own, not inside one
/// that chooses, is big-endian.
/// </summary>
[AttributeUsage(AttributeTargets.Class | AttributeTargets.Struct, Inherited = false, AllowMultiple = false)]
public sealed class BinaryByteOrderFromAttribute : Attribute
{
    /// <summary>The byte order of the value that holds this one (a nested type's).</summary>
    public BinaryByteOrderFromAttribute()
    {
    }

    /// <summary>The byte order chosen by the value of <paramref name="holder"/>, an earlier member: <c>nameof(Data)</c>.</summary>
    public BinaryByteOrderFromAttribute(string holder) => Holder = holder;

    /// <summary>The member whose value chooses, or null for the enclosing value's order.</summary>
    public string? Holder { get; }

    /// <summary>The holder's values that mean little-endian.</summary>
    public long[]? LittleEndian { get; set; }

    /// <summary>The holder's values that mean big-endian.</summary>
    public long[]? BigEndian { get; set; }
}

/// <summary>
/// Writes a <c>DateTime</c> or <c>DateTimeOffset</c> (or each item of a collection of them) as a big-endian count of
/// <see cref="Unit"/> since <see cref="Epoch"/>, in 8 bytes or, with <see cref="Size"/> = 4, 4: PostgreSQL's
/// <c>timestamptz</c> is <c>[BinaryTimestamp(TimeEpoch.PostgreSql, TimeUnit.Microseconds)]</c>, Unix time
/// <c>[BinaryTimestamp(TimeEpoch.Unix, TimeUnit.Seconds, Size = 4)]</c>. The value is taken in UTC (a local
/// <c>DateTime</c> is converted) and read back as UTC; time finer than the unit is dropped (rounded toward the past),
/// and a time the field cannot hold is a write error. With <c>TimeEpoch.PostgreSql</c> in 8 bytes,
/// <c>DateTime.MaxValue</c> and <c>MinValue</c> are PostgreSQL's <c>infinity</c> and <c>-infinity</c>.
/// </summary>
[AttributeUsage(AttributeTargets.Field | AttributeTargets.Property | AttributeTargets.Parameter, Inherited = false, AllowMultiple = false)]
public sealed class BinaryTimestampAttribute(TimeEpoch epoch = TimeEpoch.Unix, TimeUnit unit = TimeUnit.Seconds) : Attribute
{
    /// <summary>The instant counted from.</summary>
    public TimeEpoch Epoch { get; } = epoch;

    /// <summary>What is counted.</summary>
    public TimeUnit Unit { get; } = unit;

    /// <summary>The field's bytes: 8 (the default) or 4.</summary>
    public int Size { get; set; } = 8;
}

/// <summary>
/// Fixed bytes on the wire before the member, or, on a type, before its first member: a file signature (PNG's
/// <c>89 50 4E 47 0D 0A 1A 0A</c>, PostgreSQL COPY's <c>PGCOPY\n\xff\r\n\0</c>) or a magic number (memcached's
/// <c>0x81</c>). They are written automatically; on read they must match, or the read fails naming the bytes
/// expected and the bytes found. Not inherited: a derived type declares its own.
/// </summary>
[AttributeUsage(AttributeTargets.Class | AttributeTargets.Struct | AttributeTargets.Field | AttributeTargets.Property | AttributeTargets.Parameter, Inherited = false, AllowMultiple = false)]
public sealed class BinaryConstantAttribute : Attribute
{
    /// <summary>The bytes, one by one: <c>[BinaryConstant(0x89, 0x50, 0x4E, 0x47)]</c>.</summary>
    public BinaryConstantAttribute(params byte[] bytes) => Bytes = bytes;

    /// <summary>The bytes as text, one character (U+0000 to U+00FF) a byte: <c>[BinaryConstant("PGCOPY\n\xff\r\n\0")]</c>.</summary>
    public BinaryConstantAttribute(string bytes)
    {
        Bytes = new byte[bytes.Length];
        for (int i = 0; i < bytes.Length; i++)
        {
            Bytes[i] = (byte)bytes[i];
        }
    }

    /// <summary>The constant bytes.</summary>
    public byte[] Bytes { get; }

    /// <summary>
    /// The bytes come after the member, or, on a type, after its last member (an MBR's <c>55 AA</c>, Bitcoin's
    /// <c>ff ff ff ff</c> sequence): written after it and checked once it is read.
    /// </summary>
    public bool After { get; set; }
}

/// <summary>
/// The values an integer member may hold (Kaitai's <c>valid</c>): at least <see cref="Min"/>, at most <see cref="Max"/>,
/// and, when <see cref="AnyOf"/> is set, one of those. Checked on read (invalid data at the member's offset) and on write
/// (a write error naming the member), so a value out of range neither reads nor goes out.
/// </summary>
[AttributeUsage(AttributeTargets.Field | AttributeTargets.Property | AttributeTargets.Parameter, Inherited = false, AllowMultiple = false)]
public sealed class BinaryValidAttribute : Attribute
{
    /// <summary>The smallest value allowed.</summary>
    public long Min { get; set; } = long.MinValue;

    /// <summary>The largest value allowed.</summary>
    public long Max { get; set; } = long.MaxValue;

    /// <summary>The values allowed (PNG's bit depths 1, 2, 4, 8, 16); null for any in range.</summary>
    public long[]? AnyOf { get; set; }
}

/// <summary>
/// Zero bytes after the member until its own bytes are a multiple of <see cref="Multiple"/>: RIFF's pad byte after a
/// chunk of odd size (2), cpio's and tar's alignment (4, 512). Written automatically; on read they must be zero.
/// </summary>
[AttributeUsage(AttributeTargets.Field | AttributeTargets.Property | AttributeTargets.Parameter, Inherited = false, AllowMultiple = false)]
public sealed class BinaryPadToAttribute(int multiple) : Attribute
{
    /// <summary>The multiple, 2 to 65536, the member's bytes and their padding add up to.</summary>
    public int Multiple { get; } = multiple;
}

/// <summary>
/// Reserved bytes written as zeros before the member (header fields a protocol keeps for later). On read they
/// must be zero, so data from a newer protocol version is not silently misread.
/// </summary>
[AttributeUsage(AttributeTargets.Field | AttributeTargets.Property | AttributeTargets.Parameter, Inherited = false, AllowMultiple = false)]
public sealed class BinaryReservedAttribute(int bytes) : Attribute
{
    /// <summary>How many zero bytes come before the member.</summary>
    public int Bytes { get; } = bytes;
}

/// <summary>
/// On a <c>byte[]</c> member: the member holds the data, the wire holds it compressed, measured by the member's length
/// control (a prefix, <see cref="BinaryLengthFromAttribute"/>, <see cref="BinaryRemainderAttribute"/>) in compressed
/// bytes. A read stops with <see cref="BinarySerializationException"/> past
/// <see cref="BinarySerializerOptions.MaxDecompressedBytes"/> (a decompression bomb) or on corrupt data.
/// </summary>
[AttributeUsage(AttributeTargets.Field | AttributeTargets.Property | AttributeTargets.Parameter, Inherited = false, AllowMultiple = false)]
public sealed class BinaryCompressedAttribute(CompressionFormat format) : Attribute
{
    /// <summary>The compressed format.</summary>
    public CompressionFormat Format { get; } = format;
}

/// <summary>
/// Marks null with a presence byte (00 absent, 01 present) before a string, byte array or collection, instead of a
/// -1 prefix; needed with unsigned prefixes, which have no null marker.
/// </summary>
[AttributeUsage(AttributeTargets.Field | AttributeTargets.Property | AttributeTargets.Parameter, Inherited = false, AllowMultiple = false)]
public sealed class BinaryPresenceByteAttribute : Attribute
{
}

/// <summary>
/// Takes a string's (in any encoding) or byte array's byte length, or a collection's item count (or byte count, with
/// <see cref="CountsBytes"/>), from an earlier integer member instead of a prefix. On write that member is filled in
/// from the actual data, so it never needs keeping in sync by hand; on read it bounds the field. When the member
/// holds a sum (<see cref="BinaryLengthOfAttribute"/>), this member's length is what the sum leaves after its other parts.
/// </summary>
[AttributeUsage(AttributeTargets.Field | AttributeTargets.Property | AttributeTargets.Parameter, Inherited = false, AllowMultiple = false)]
public sealed class BinaryLengthFromAttribute(string member) : Attribute
{
    /// <summary>The earlier member that holds the length or count (use <c>nameof</c>).</summary>
    public string Member { get; } = member;

    /// <summary>For a collection: the member holds the items' byte count, and items are read until those bytes run out.</summary>
    public bool CountsBytes { get; set; }

    /// <summary>A constant the held value adds to the actual length (a length that counts a header, say).</summary>
    public int Adjust { get; set; }

    /// <summary>
    /// The unit the member counts in (IPv4's IHL and TCP's data offset count 4-byte words): it holds (length +
    /// <see cref="Adjust"/>) / Scale, so on read the length is held × Scale − Adjust, and on write a length that is not
    /// a whole number of units is a write error. 1 by default.
    /// </summary>
    public int Scale { get; set; } = 1;

    /// <summary>
    /// The member holds an exponent: the length is <see cref="Scale"/> &lt;&lt; held − <see cref="Adjust"/> (GIF's color
    /// tables of 2 &lt;&lt; n entries: <c>Scale = 2, Shift = true</c>). On write a length that is not Scale times a power of
    /// two is a write error; while the bound member is absent under its condition the holder keeps its own value.
    /// </summary>
    public bool Shift { get; set; }

    /// <summary>
    /// A second holder with the length's low bits (<c>nameof</c> an earlier unsigned member): <see cref="Member"/> holds
    /// the bits above them, so the length is Member &lt;&lt; w | Low, w being Low's width in bits (cpio's 32-bit file size
    /// in two 16-bit words, high first). Both are filled in on write; a length past what the pair can hold is a write error.
    /// </summary>
    public string? Low { get; set; }

    /// <summary>
    /// The escape for a length no Scale, Adjust or Low expresses (DOS MZ's pages × 512 + the bytes in the last page):
    /// <see cref="Member"/> names a static method of the type that computes the length, its parameters named after
    /// earlier integer members (ignoring case), returning one expression of them (integer constants, + - * / %,
    /// comparisons, &amp;&amp; || ! and ?:) so that the exports compute it too. Fill names a static method
    /// <c>void Fill(long length, ...)</c> with the same parameters, which sets those passed by <c>ref</c> from the
    /// length on write and only reads the others (as they are written). Each write checks that the computing method
    /// reads the filled holders back as the length: one that does not is a write error naming both methods.
    /// </summary>
    public string? Fill { get; set; }
}

/// <summary>
/// The member is not in the sequence: it is read at the offset an earlier integer member holds (a file format's
/// header pointing at a table), counted from the start of the source or of this value (<see cref="Origin"/>). On write
/// such members follow the value's other members, in declaration order, and their offsets are filled in; so they are
/// declared last. A read refuses a member that overlaps the value's own bytes or another positioned member, which
/// also stops offset cycles. A type with such members is read at the top level or through another <c>[BinaryAt]</c>.
/// </summary>
[AttributeUsage(AttributeTargets.Field | AttributeTargets.Property | AttributeTargets.Parameter, Inherited = false, AllowMultiple = false)]
public sealed class BinaryAtAttribute(string member) : Attribute
{
    /// <summary>The earlier integer member that holds the offset (use <c>nameof</c>).</summary>
    public string Member { get; } = member;

    /// <summary>What the offset counts from: the start of the source (the default) or of the value that declares the member.</summary>
    public OffsetOrigin Origin { get; set; }
}

/// <summary>
/// The member's value lies at the offset an earlier integer member holds, counted from the start of the source (a DNS
/// message's first byte), in bytes other parts of the data also use (a
/// DNS name compressed to a pointer at an earlier name's labels): it takes no bytes of its own. Read by following the
/// pointer there and back; never written (the holder is written as it is, so a value read writes back as it came). A
/// read refuses a pointer loop and limits the bytes read through pointers (<see cref="BinarySerializerOptions.MaxPointerBytes"/>).
/// </summary>
[AttributeUsage(AttributeTargets.Field | AttributeTargets.Property | AttributeTargets.Parameter, Inherited = false, AllowMultiple = false)]
public sealed class BinaryPointerAttribute(string member) : Attribute
{
    /// <summary>The earlier integer member that holds the offset from the start of the source (use <c>nameof</c>).</summary>
    public string Member { get; } = member;
}

/// <summary>
/// On a member whose type is a <c>[BinaryUnion]</c>: its case is chosen by an earlier integer or enum member of this
/// type (IPv4's protocol, a DNS record's type), not by a tag of its own before the body, which is then not written.
/// On write that member is filled in from the value's case (the default case's <c>Tag</c> for an unknown one); on read a
/// value no case names is the default case's, or invalid data at the holder.
/// </summary>
[AttributeUsage(AttributeTargets.Field | AttributeTargets.Property | AttributeTargets.Parameter, Inherited = false, AllowMultiple = false)]
public sealed class BinaryTagFromAttribute(string member) : Attribute
{
    /// <summary>The earlier member that holds the case's tag (use <c>nameof</c>).</summary>
    public string Member { get; } = member;
}

/// <summary>
/// On an integer member: it holds the sum of the byte sizes of the named later members (memcached's total body
/// length = extras + key + value), filled in on write. On read, the last part named, bound to this member with
/// <see cref="BinaryLengthFromAttribute"/>, takes what the sum leaves after the other parts.
/// </summary>
[AttributeUsage(AttributeTargets.Field | AttributeTargets.Property | AttributeTargets.Parameter, Inherited = false, AllowMultiple = false)]
public sealed class BinaryLengthOfAttribute(params string[] members) : Attribute
{
    /// <summary>The members whose byte sizes add up to this one (use <c>nameof</c>).</summary>
    public string[] Members { get; } = members;
}

/// <summary>
/// The member is on the wire only when an earlier integer, enum or bool member equals <see cref="Value"/>, has any
/// of the <see cref="Mask"/> bits set, or lies in the range <see cref="AtLeast"/>..<see cref="AtMost"/> (either end
/// alone is open). A bool alone means "when true". When absent it reads as its default. The member named may be a
/// <see cref="BinaryParameterAttribute"/>, or the name a static bool method of the type whose parameters name earlier
/// members (one expression of them: SQLite's <c>payloadSize &gt; usableSize - 35</c>); then the member must be nullable:
/// it is written when it has a value, and a value the condition disagrees with is a write error.
/// </summary>
[AttributeUsage(AttributeTargets.Field | AttributeTargets.Property | AttributeTargets.Parameter, Inherited = false, AllowMultiple = false)]
public sealed class BinaryWhenAttribute(string member) : Attribute
{
    /// <summary>The earlier member the condition reads, or the type's method that computes it (use <c>nameof</c>).</summary>
    public string Member { get; } = member;

    /// <summary>
    /// Present when the member equals this value. A bool member with no <see cref="Value"/>, <see cref="Mask"/> or range
    /// is present when it is <c>true</c>; <c>Value = 0</c> makes it present when <c>false</c>.
    /// </summary>
    public long Value { get; set; }

    /// <summary>Present when the member has any of these bits set.</summary>
    public long Mask { get; set; }

    /// <summary>Present when the member is at least this (Kafka's "versions 3+"); with <see cref="AtMost"/>, a range.</summary>
    public long AtLeast { get; set; }

    /// <summary>Present when the member is at most this (Kafka's "versions 0-2"); with <see cref="AtLeast"/>, a range.</summary>
    public long AtMost { get; set; }
}

/// <summary>
/// A member at the end of the type that older writers may not have sent: read only if bytes remain, else its
/// default (versioned messages), and always written. A <c>T?</c> of a value type is optional instead: null when
/// absent, and left off when null, so what was read without it writes back without it (WAV's <c>cbSize</c>); every
/// trailing member after an optional one is optional too. Every member after a trailing one must be trailing too.
/// </summary>
[AttributeUsage(AttributeTargets.Field | AttributeTargets.Property | AttributeTargets.Parameter, Inherited = false, AllowMultiple = false)]
public sealed class BinaryTrailingAttribute : Attribute
{
}

/// <summary>
/// On an abstract <c>[BinarySerializable]</c> base: values are written as <see cref="Tag"/> followed by the body of
/// <see cref="CaseType"/>, a <c>[BinarySerializable]</c> class derived from the base. An unknown tag is invalid data.
/// </summary>
[AttributeUsage(AttributeTargets.Class, Inherited = false, AllowMultiple = true)]
public sealed class BinaryUnionCaseAttribute : Attribute
{
    /// <summary>A case selected by a number.</summary>
    public BinaryUnionCaseAttribute(long tag, Type caseType)
    {
        Tag = tag;
        CaseType = caseType;
    }

    /// <summary>
    /// A case selected by a signature: its bytes, a character each (U+0000 to U+00FF), exactly as many as the union's
    /// tag width, are the tag as written: <c>"PK\x03\x04"</c> with <c>UnionTagWidth.Int32</c> for ZIP's records,
    /// <c>"IHDR"</c> for a PNG chunk's type.
    /// </summary>
    public BinaryUnionCaseAttribute(string signature, Type caseType)
    {
        Signature = signature;
        foreach (char c in signature)
        {
            Tag = (Tag << 8) | (byte)c;
        }

        CaseType = caseType;
    }

    /// <summary>The tag that selects the case.</summary>
    public long Tag { get; }

    /// <summary>The signature the tag was given as; null for a numeric tag.</summary>
    public string? Signature { get; }

    /// <summary>The case type.</summary>
    public Type CaseType { get; }

    /// <summary>
    /// This case's tag is the top <see cref="TagBits"/> bits (1 to 8) of a one-byte tag, and the cases' tags form a
    /// prefix code (msgpack: <c>0</c> in 1 bit is a positive fixint, <c>0b1000</c> in 4 bits a fixmap, <c>0xC0</c> in
    /// 8 bits nil): a byte belongs to the one case whose bits it starts with. A case of fewer than 8 bits begins with
    /// bit fields that fill the rest of the byte (the fixint's value, the fixmap's count) and writes its own tag there;
    /// one of 8 bits follows its tag byte. 0 (the default): the union's <see cref="BinaryUnionAttribute.TagBits"/>.
    /// </summary>
    public int TagBits { get; set; }

    /// <summary>
    /// In a union whose default case begins at the tag (<see cref="BinaryUnionAttribute.DefaultReadsTag"/>): this case
    /// is chosen by its tag only when the union's bytes, the tag among them, are fewer than this many (the rest of its
    /// frame); in a longer one the tag byte is the default case's data. MySQL: <c>0xFE</c> begins an EOF packet of
    /// fewer than 9 bytes, and a row whose first column is 2^24 bytes or longer. 0 (the default): any length.
    /// </summary>
    public int BelowLength { get; set; }
}

/// <summary>
/// Sets the width of a union's tag (one byte by default), and optionally a case for unknown tags. Put
/// <see cref="BinarySizePrefixAttribute"/> on the union too for a tagged frame: tag, body length, body.
/// </summary>
[AttributeUsage(AttributeTargets.Class, Inherited = false, AllowMultiple = false)]
public sealed class BinaryUnionAttribute(UnionTagWidth width = UnionTagWidth.UInt8) : Attribute
{
    /// <summary>The tag's width.</summary>
    public UnionTagWidth Width { get; } = width;

    /// <summary>
    /// The case read for a tag no <see cref="BinaryUnionCaseAttribute"/> names, instead of an error: a
    /// <c>[BinarySerializable]</c> class derived from the union with a settable, <c>[BinaryIgnore]</c>d <c>long Tag</c>
    /// (set on read, written as the tag), and typically a <c>[BinaryRemainder] byte[]</c> that keeps the raw body.
    /// </summary>
    public Type? Default { get; set; }

    /// <summary>
    /// A tag of 1 to 7 bits at the top of a one-byte tag, beside bit fields of the case (MQTT's packet type beside its
    /// flags, IPv4's version beside the header length): each case begins with <see cref="BinaryBitFieldAttribute"/>
    /// members that fill the rest of that byte (or of a 16- or 32-bit container that starts with it), and writes its
    /// own tag there, so a case read or written alone has it too. 0 (the default): the tag is the whole width.
    /// </summary>
    public int TagBits { get; set; }

    /// <summary>
    /// The <see cref="Default"/> case begins at the tag: a byte no case names is the first byte of its data, which it
    /// reads and writes itself (it needs no <c>Tag</c> member). A MySQL result set's packets: <c>0xFF</c> an error,
    /// <c>0xFE</c> in a short packet an EOF, any other first byte a row's first column. A one-byte tag, with no size
    /// prefix of the union's own; writing a default value whose first byte another case would claim is a write error.
    /// </summary>
    public bool DefaultReadsTag { get; set; }
}
