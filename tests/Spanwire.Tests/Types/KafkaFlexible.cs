using System.Collections.Generic;

namespace Spanwire.Tests.Types;

/// <summary>
/// Kafka's tagged fields (KIP-482) as layout controls already declare them: an unsigned-varint count of fields, each an
/// unsigned-varint tag and its body behind an unsigned-varint size. Fields a reader does not know are kept as they are.
/// </summary>
[BinarySerializable]
public partial class TaggedField
{
    [BinaryVarInt(VarIntEncoding.Unsigned)]
    public uint Tag { get; set; }

    [BinaryLengthPrefix(LengthPrefix.VarUInt)]
    public byte[] Data { get; set; } = [];
}

/// <summary>ApiVersionsResponse v3: compact arrays and strings (length plus one, 0 for null) and tagged fields.</summary>
[BinarySerializable]
public partial class ApiVersionsResponse
{
    public short ErrorCode { get; set; }

    [BinaryLengthPrefix(LengthPrefix.CompactVarUInt)]
    public List<ApiVersionRange>? ApiKeys { get; set; }

    public int ThrottleTimeMs { get; set; }

    [BinaryLengthPrefix(LengthPrefix.VarUInt)]
    public List<TaggedField> TaggedFields { get; set; } = [];
}

[BinarySerializable]
public partial class ApiVersionRange
{
    public short ApiKey { get; set; }

    public short MinVersion { get; set; }

    public short MaxVersion { get; set; }

    [BinaryLengthPrefix(LengthPrefix.VarUInt)]
    public List<TaggedField> TaggedFields { get; set; } = [];
}

/// <summary>The body of ApiVersionsResponse's tag 0.</summary>
[BinarySerializable]
public partial class SupportedFeatures
{
    [BinaryLengthPrefix(LengthPrefix.CompactVarUInt)]
    public List<SupportedFeature> Features { get; set; } = [];
}

[BinarySerializable]
public partial class SupportedFeature
{
    [BinaryLengthPrefix(LengthPrefix.CompactVarUInt)]
    public string Name { get; set; } = "";

    public short MinVersion { get; set; }

    public short MaxVersion { get; set; }

    [BinaryLengthPrefix(LengthPrefix.VarUInt)]
    public List<TaggedField> TaggedFields { get; set; } = [];
}
