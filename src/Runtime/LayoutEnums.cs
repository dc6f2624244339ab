// The layout enums that attributes carry. The generator compiles this same file (SPANWIRE_GENERATOR), so the values
// it reads from attributes are these enums, never a copy of them.
#if SPANWIRE_GENERATOR
namespace Spanwire.Generator.Model;
#else
namespace Spanwire;
#endif

/// <summary>How a string, byte array or collection states its length (bytes) or count (items) on the wire.</summary>
public enum LengthPrefix
{
    /// <summary>Big-endian int32; -1 marks null. The default.</summary>
    Int32 = 0,

    /// <summary>One unsigned byte (0–255); null cannot be written.</summary>
    UInt8 = 1,

    /// <summary>Big-endian uint16 (0–65,535); null cannot be written.</summary>
    UInt16 = 2,

    /// <summary>Big-endian int16 (0–32,767); -1 (<c>ff ff</c>) marks null.</summary>
    Int16 = 3,

    /// <summary>Big-endian uint32 (0–2,147,483,647 in practice); null cannot be written.</summary>
    UInt32 = 4,

    /// <summary>Unsigned LEB128 varint (1–5 bytes); null cannot be written.</summary>
    VarUInt = 5,

    /// <summary>ZigZag-encoded LEB128 varint; -1 (one byte, <c>01</c>) marks null.</summary>
    ZigZag = 6,

    /// <summary>Little-endian int32; -1 marks null.</summary>
    Int32LittleEndian = 7,

    /// <summary>Little-endian uint16; null cannot be written.</summary>
    UInt16LittleEndian = 8,

    /// <summary>Little-endian int16; -1 marks null.</summary>
    Int16LittleEndian = 9,

    /// <summary>Little-endian uint32; null cannot be written.</summary>
    UInt32LittleEndian = 10,

    /// <summary>
    /// Unsigned LEB128 varint of at most 4 bytes (0–268,435,455), as MQTT's Variable Byte Integer: a fourth byte with
    /// its high bit set is invalid data at once, not a longer length to wait for; null cannot be written.
    /// </summary>
    VarUIntMax4 = 11,

    /// <summary>
    /// Unsigned LEB128 varint of the length plus one, with 0 for null: Kafka's compact strings, bytes and arrays
    /// (flexible versions, KIP-482).
    /// </summary>
    CompactVarUInt = 12,

    /// <summary>
    /// MySQL's length-encoded integer (<see cref="VarIntFormat.MySql"/>), with <c>FB</c> for null: the columns of a
    /// text-protocol result row, where NULL is <c>FB</c> and a value its length then its bytes. Not for size frames.
    /// </summary>
    MySqlLengthEncoded = 13,
}

/// <summary>How an integer member is encoded as a varint.</summary>
public enum VarIntEncoding
{
    /// <summary>ZigZag then LEB128: small magnitudes of either sign take few bytes (as protobuf's sint32/sint64).</summary>
    ZigZag = 0,

    /// <summary>Plain LEB128 of the two's-complement bits: small non-negative values take few bytes, negatives the most.</summary>
    Unsigned = 1,
}

/// <summary>How a varint's bits are laid out in its bytes (after <see cref="VarIntEncoding"/> maps the value to an unsigned number).</summary>
public enum VarIntFormat
{
    /// <summary>LEB128: 7 bits a byte, least significant group first, the high bit set on every byte but the last (protobuf, Kafka). The default.</summary>
    Leb128 = 0,

    /// <summary>
    /// HdrHistogram's: LEB128 for 8 bytes, then a ninth byte holding the last 8 bits whole, so a 64-bit value takes at
    /// most 9 bytes (HdrHistogram's V2 encoding, ZigZagEncoding.java).
    /// </summary>
    HdrHistogram = 1,

    /// <summary>
    /// SQLite's: 7 bits a byte, most significant group first, the high bit set on every byte but the last; a value over
    /// 56 bits takes 9 bytes, the ninth holding 8 bits whole (the database file format's varint).
    /// </summary>
    Sqlite = 2,

    /// <summary>
    /// QUIC's (RFC 9000, section 16): the first byte's top two bits give the length (1, 2, 4 or 8 bytes), the remaining
    /// bits hold the value big-endian, up to 2^62 - 1.
    /// </summary>
    Quic = 3,

    /// <summary>
    /// MySQL's length-encoded integer (the client/server protocol's <c>int&lt;lenenc&gt;</c>): a value under 251 is one
    /// byte; otherwise <c>FC</c>, <c>FD</c> or <c>FE</c> and 2, 3 or 8 bytes little-endian. <c>FB</c> (NULL in a result
    /// row) and <c>FF</c> are not values, and a longer form than the value needs is invalid data.
    /// </summary>
    MySql = 4,

    /// <summary>
    /// Bitcoin's CompactSize (transaction and block counts and script lengths): a value under 253 is one byte; otherwise
    /// <c>FD</c>, <c>FE</c> or <c>FF</c> and 2, 4 or 8 bytes little-endian. A longer form than the value needs is invalid
    /// data, as Bitcoin Core's "non-canonical ReadCompactSize()" refuses it.
    /// </summary>
    Bitcoin = 5,
}

/// <summary>The instant a timestamp counts from (<see cref="BinaryTimestampAttribute"/>).</summary>
public enum TimeEpoch
{
    /// <summary>1970-01-01T00:00:00Z, Unix time.</summary>
    Unix = 0,

    /// <summary>2000-01-01T00:00:00Z, PostgreSQL's <c>timestamp</c> and <c>timestamptz</c> binary format.</summary>
    PostgreSql = 1,

    /// <summary>0001-01-01T00:00:00Z, .NET's <c>DateTime.Ticks</c>.</summary>
    DotNet = 2,
}

/// <summary>What a timestamp counts (<see cref="BinaryTimestampAttribute"/>).</summary>
public enum TimeUnit
{
    /// <summary>Seconds.</summary>
    Seconds = 0,

    /// <summary>Milliseconds (Java's <c>currentTimeMillis</c>, Kafka's record timestamps).</summary>
    Milliseconds = 1,

    /// <summary>Microseconds (PostgreSQL).</summary>
    Microseconds = 2,

    /// <summary>Nanoseconds.</summary>
    Nanoseconds = 3,

    /// <summary>.NET ticks of 100 ns.</summary>
    Ticks = 4,
}

/// <summary>How a string member's characters become bytes.</summary>
public enum StringEncoding
{
    /// <summary>UTF-8. The default.</summary>
    Utf8 = 0,

    /// <summary>7-bit ASCII; other characters are an error (or '?' with replacement).</summary>
    Ascii = 1,

    /// <summary>ISO-8859-1: one byte per character up to U+00FF; others are an error (or '?' with replacement).</summary>
    Latin1 = 2,

    /// <summary>UTF-16 code units, big-endian (Java <c>writeChars</c>).</summary>
    Utf16BigEndian = 3,

    /// <summary>
    /// Java's modified UTF-8 (<c>DataOutputStream.writeUTF</c>): U+0000 as <c>C0 80</c>, characters outside the BMP as
    /// two 3-byte surrogates. Pair with <c>[BinaryLengthPrefix(LengthPrefix.UInt16)]</c> for <c>writeUTF</c>'s layout.
    /// </summary>
    JavaModifiedUtf8 = 4,

    /// <summary>UTF-16 code units, little-endian (Windows, .NET's <c>Encoding.Unicode</c>, PE resources, Kaitai's UTF-16LE).</summary>
    Utf16LittleEndian = 5,

    /// <summary>Windows-1252: ASCII, then the Windows Western European characters (€ is 0x80); others are an error (or '?' with replacement).</summary>
    Windows1252 = 6,

    /// <summary>Code page 437, the IBM PC's (ZIP's file names without the UTF-8 flag): ASCII, then box drawing and accents.</summary>
    Cp437 = 7,
}

/// <summary>The width of a union's tag.</summary>
public enum UnionTagWidth
{
    /// <summary>One unsigned byte. The default.</summary>
    UInt8 = 0,

    /// <summary>Big-endian uint16.</summary>
    UInt16 = 1,

    /// <summary>Big-endian int32: XDR's discriminant.</summary>
    Int32 = 2,

    /// <summary>
    /// Cases named by text (<c>[BinaryUnionCase("ssh-rsa", typeof(RsaKey))]</c>): the union has no tag of its own; a
    /// member marked <c>[BinaryTagFrom(nameof(Name))]</c> is chosen by the earlier string member it names (SSH's key
    /// and algorithm names, RFC 4253), which the write fills in from the case.
    /// </summary>
    Text = 3,
}

/// <summary>A cyclic redundancy check over a member's bytes.</summary>
public enum ChecksumAlgorithm
{
    /// <summary>CRC-32 (IEEE 802.3, ITU-T V.42): zlib, gzip, PNG, zip, Ethernet.</summary>
    Crc32 = 0,

    /// <summary>CRC-32C (Castagnoli, RFC 3720): Kafka record batches, iSCSI, ext4, SCTP.</summary>
    Crc32C = 1,

    /// <summary>CRC-16/CCITT-FALSE (IBM-3740): polynomial 0x1021, initial value 0xFFFF, not reflected; 2 bytes.</summary>
    Crc16Ccitt = 2,

    /// <summary>CRC-16/MODBUS: polynomial 0x8005 reflected, initial value 0xFFFF; 2 bytes, which Modbus RTU sends low byte first.</summary>
    Crc16Modbus = 3,

    /// <summary>The Internet checksum (RFC 1071): the ones' complement of the ones' complement sum of 16-bit words; 2 bytes. IPv4's header, ICMP.</summary>
    Internet = 4,

    /// <summary>Ogg's CRC-32: polynomial 0x04C11DB7, not reflected, initial value 0, no final XOR (RFC 3533); 4 bytes.</summary>
    Crc32Ogg = 5,
}

/// <summary>The order in which a run of bit fields fills its container.</summary>
public enum BitOrder
{
    /// <summary>The first member takes the most significant bits, as RFC 791 and RFC 1035 headers are drawn. The default.</summary>
    HighBitFirst = 0,

    /// <summary>The first member takes the least significant bits, as C compilers on little-endian targets and MQTT's flag bytes number them.</summary>
    LowBitFirst = 1,
}

/// <summary>How a <c>[BinaryCompressed]</c> member's bytes are compressed on the wire.</summary>
public enum CompressionFormat
{
    /// <summary>Raw DEFLATE (RFC 1951), as in ZIP entries.</summary>
    Deflate = 0,

    /// <summary>zlib (RFC 1950): a 2-byte header, DEFLATE, an Adler-32 of the data (PNG's IDAT, HdrHistogram's compressed form).</summary>
    Zlib = 1,

    /// <summary>gzip (RFC 1952): a header, DEFLATE, a CRC-32 and the data's length.</summary>
    GZip = 2,
}

/// <summary>What a <see cref="BinaryAtAttribute"/> offset counts from.</summary>
public enum OffsetOrigin
{
    /// <summary>The start of the source the read was given (a file's first byte), and on write of the destination.</summary>
    Source = 0,

    /// <summary>The first byte of the value that declares the member (a SQLite page's cell pointers).</summary>
    Value = 1,
}
