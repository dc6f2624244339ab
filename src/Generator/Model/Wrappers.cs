namespace Spanwire.Generator.Model;

/// <summary>
/// Present only when the earlier member <paramref name="Member"/> has any of the <paramref name="Mask"/> bits or,
/// without a mask, lies between <paramref name="Min"/> and <paramref name="Max"/> inclusive (one value when they are
/// equal; a bool is 0 or 1). <paramref name="Optional"/>: the member is a value type's <c>T?</c> whose null is its
/// absence (no presence byte: the condition says whether it is there). <paramref name="OnParameter"/>: the holder is a
/// <c>[BinaryParameter]</c> and the member nullable: on write its presence is the value's, checked against the argument.
/// <paramref name="Method"/>: the condition is the type's method over holders (<paramref name="Member"/> names it), the
/// member nullable, its presence on write the value's, checked against the method.
/// </summary>
internal sealed record ConditionalWrapper(string Member, bool MemberIsBoolean, long Mask, long Min, long Max, bool Optional = false, bool OnParameter = false, ConditionMethod? Method = null) : Wrapper(WrapperKind.Conditional)
{
    public override T Accept<T>(IWrapperVisitor<T> visitor) => visitor.Visit(this);

    /// <summary>The holder cannot be filled from presence (a parameter, a method), so the value's own null decides, and the write checks it.</summary>
    public bool PresenceDecides => OnParameter || Method is not null;

    public override bool CarriesNull => Optional;

    /// <summary>The member must equal one value (<see cref="Min"/>).</summary>
    public bool IsEquality => Mask == 0 && Min == Max;
}

/// <summary>
/// Out of the sequence: read at the offset the earlier integer member <paramref name="Holder"/> holds, counted from
/// <paramref name="Origin"/>; written after the value's other members, its offset filled into the holder.
/// </summary>
/// <param name="HolderCodec">The holder's integer, which the write fills in once the member's place is known.</param>
/// <param name="Max">The largest offset the holder can hold.</param>
/// <param name="ClaimsItself">The member's type (a list's item type) has positioned members of its own, so it claims its bytes itself.</param>
/// <param name="Each">The holder is an array of offsets, one per item of this collection (a <see cref="PositionedItemsCodec"/>).</param>
internal sealed record PositionedWrapper(string Holder, Codec HolderCodec, OffsetOrigin Origin, long Max, bool ClaimsItself, bool Each = false) : Wrapper(WrapperKind.Positioned)
{
    public override T Accept<T>(IWrapperVisitor<T> visitor) => visitor.Visit(this);
}

/// <summary>
/// Shared bytes: the value lies at the offset the earlier integer member <paramref name="Holder"/> holds, counted from
/// the source's start, in bytes other parts also use (a DNS name's pointer). Read by following the pointer and
/// coming back; takes no bytes of its own, so it is never written or sized, and the holder is written as it is.
/// </summary>
internal sealed record PointerWrapper(string Holder) : Wrapper(WrapperKind.Pointer)
{
    public override T Accept<T>(IWrapperVisitor<T> visitor) => visitor.Visit(this);
}

/// <summary>
/// Read only while bytes remain in the source. A value type written as <c>T?</c> is <paramref name="Optional"/>: null
/// when absent on read, and left off on write when null (so a message read without it writes back without it); else
/// the member is always written.
/// </summary>
/// <param name="AfterOptional">The optional trailing member before this one, which must not be left off while this is written.</param>
internal sealed record TrailingWrapper(bool Optional = false, string? AfterOptional = null) : Wrapper(WrapperKind.Trailing)
{
    public override bool CarriesNull => Optional;

    public override T Accept<T>(IWrapperVisitor<T> visitor) => visitor.Visit(this);
}

/// <summary>Fixed bytes before the value (a signature or magic number), or <paramref name="After"/> it (an MBR's 55 AA), checked on read.</summary>
internal sealed record ConstantWrapper(EquatableArray<byte> Bytes, bool After = false) : Wrapper(WrapperKind.Constant)
{
    public override T Accept<T>(IWrapperVisitor<T> visitor) => visitor.Visit(this);
}

/// <summary>Zero bytes before the value.</summary>
internal sealed record ReservedWrapper(int Bytes) : Wrapper(WrapperKind.Reserved)
{
    public override T Accept<T>(IWrapperVisitor<T> visitor) => visitor.Visit(this);
}

/// <summary>A 00/01 byte before a value that can be null; the value follows only when it is 01.</summary>
internal sealed record PresenceWrapper() : Wrapper(WrapperKind.Presence)
{
    public override T Accept<T>(IWrapperVisitor<T> visitor) => visitor.Visit(this);
}

/// <summary>Null as the frame's size prefix holding -1, with no body; a value that is not null is framed as usual.</summary>
internal sealed record NullPrefixWrapper(LengthPrefix Prefix) : Wrapper(WrapperKind.NullPrefix)
{
    public override T Accept<T>(IWrapperVisitor<T> visitor) => visitor.Visit(this);
}

/// <summary>A size prefix, then a body that must fill exactly the size it states (or skip what it does not know).</summary>
internal sealed record FrameWrapper(LengthPrefix Prefix, bool IncludesPrefix, int Adjust, bool SkipUnknown) : Wrapper(WrapperKind.Frame)
{
    public override T Accept<T>(IWrapperVisitor<T> visitor) => visitor.Visit(this);

    public bool IsVarInt => LengthPrefixes.IsVarInt(Prefix);

    /// <summary>In a chunked write the body's size comes first (the prefix cannot be filled in later), then the body streams.</summary>
    public override bool WritesAroundParts => true;

    /// <summary>
    /// Around a fixed-width body the prefix always states the same size, unless it is a varint (its width follows the
    /// size), a frame may hold unknown trailing bytes, or the prefix cannot hold that size.
    /// </summary>
    public override int FixedHead(int bodyWidth)
    {
        if (IsVarInt || SkipUnknown)
        {
            return -1;
        }

        long stated = StatedSize(bodyWidth);
        long limit = Prefix switch
        {
            LengthPrefix.UInt8 => byte.MaxValue,
            LengthPrefix.UInt16 or LengthPrefix.UInt16LittleEndian => ushort.MaxValue,
            LengthPrefix.Int16 or LengthPrefix.Int16LittleEndian => short.MaxValue,
            _ => int.MaxValue,
        };
        return stated >= 0 && stated <= limit ? LengthPrefixes.MinSize(Prefix) : -1;
    }

    /// <summary>The size the prefix states for a body of <paramref name="bodyWidth"/> bytes.</summary>
    public long StatedSize(int bodyWidth) => (long)bodyWidth + Adjust + (IncludesPrefix ? LengthPrefixes.MinSize(Prefix) : 0);
}

/// <summary>
/// A size frame whose size an earlier member holds (<c>[BinaryLengthFrom]</c> on a nested or union member: Kaitai's
/// <c>size:</c> with <c>type:</c>): no prefix of its own; the body must fill exactly that size, and a member inside it
/// that takes the rest of its source stops at its end. The holder is filled in from the body's size.
/// </summary>
internal sealed record HeldFrameWrapper(BoundLength Length) : Wrapper(WrapperKind.Frame)
{
    public override T Accept<T>(IWrapperVisitor<T> visitor) => visitor.Visit(this);

    /// <summary>Nothing to write before the body, whose size the holder already has: the body streams.</summary>
    public override bool WritesAroundParts => true;
}

/// <summary>
/// A CRC of the value's bytes (past <paramref name="SkipBytes"/>), before them or <paramref name="After"/> them,
/// big-endian unless <paramref name="LittleEndian"/>.
/// </summary>
internal sealed record ChecksumWrapper(ChecksumAlgorithm Algorithm, bool After, int SkipBytes, bool LittleEndian) : Wrapper(WrapperKind.Checksum)
{
    public override T Accept<T>(IWrapperVisitor<T> visitor) => visitor.Visit(this);

    public int Size => SizeOf(Algorithm);

    /// <summary>The bytes a checksum of <paramref name="algorithm"/> takes on the wire.</summary>
    public static int SizeOf(ChecksumAlgorithm algorithm) => algorithm is ChecksumAlgorithm.Crc16Ccitt or ChecksumAlgorithm.Crc16Modbus or ChecksumAlgorithm.Internet ? 2 : 4;
}

/// <summary>
/// Zero bytes after the value until its bytes are a multiple of <paramref name="Multiple"/> (checked to be zero on
/// read): XDR's 4, or <c>[BinaryPadTo(n)]</c>'s (RIFF's 2).
/// </summary>
internal sealed record PaddingWrapper(int Multiple = 4) : Wrapper(WrapperKind.Padding)
{
    public override T Accept<T>(IWrapperVisitor<T> visitor) => visitor.Visit(this);
}

/// <summary>
/// <c>[BinaryPseudoHeader]</c>: the Internet checksum the value (or its case) holds also covers these earlier members
/// and the value's length; filled in over the value's bytes once they are written, checked once they are read.
/// </summary>
/// <param name="Parts">The earlier members the pseudo-header holds, in the order named.</param>
/// <param name="Slots">The value's type, or its union's cases, that hold such a checksum; any other case holds none.</param>
internal sealed record PseudoHeaderWrapper(EquatableArray<PseudoHeaderPart> Parts, EquatableArray<PseudoHeaderSlot> Slots) : Wrapper(WrapperKind.PseudoHeader)
{
    public override T Accept<T>(IWrapperVisitor<T> visitor) => visitor.Visit(this);
}

/// <summary>A member of a pseudo-header: an integer (its value) or a fixed-length byte array (its 16-bit words).</summary>
internal sealed record PseudoHeaderPart(string Member, bool IsBytes);

/// <summary>A type that holds a pseudo-header checksum: its <c>SpanwirePseudoHeaderChecksumAt</c> constant says where.</summary>
/// <param name="TypeName">The type, fully qualified.</param>
/// <param name="DisplayName">The type as messages name it.</param>
/// <param name="Holder">The member that holds the checksum.</param>
/// <param name="ZeroMeansNone">A stored zero means no checksum (UDP).</param>
internal sealed record PseudoHeaderSlot(string TypeName, string DisplayName, string Holder, bool ZeroMeansNone);

/// <summary>The values an integer may hold (<c>[BinaryValid]</c>): checked on read and on write; no bytes of its own.</summary>
/// <param name="AnyOf">The values allowed; empty for any in <paramref name="Min"/>..<paramref name="Max"/>.</param>
internal sealed record ValidWrapper(long Min, long Max, EquatableArray<long> AnyOf) : Wrapper(WrapperKind.Valid)
{
    public override T Accept<T>(IWrapperVisitor<T> visitor) => visitor.Visit(this);
}

/// <summary>The member's bytes compressed on the wire; its length control measures the compressed bytes.</summary>
/// <param name="Local">The local a size or write method compresses the member into, once, at its start.</param>
internal sealed record CompressedWrapper(CompressionFormat Format, string Local) : Wrapper(WrapperKind.Compressed)
{
    public override T Accept<T>(IWrapperVisitor<T> visitor) => visitor.Visit(this);
}
