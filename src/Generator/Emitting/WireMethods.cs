using Spanwire.Generator.Model;

namespace Spanwire.Generator.Emitting;

/// <summary>The <c>Wire</c> scalar methods, spelled out: a renamed runtime method is a compile error here, not in users' code.</summary>
internal static class WireMethods
{
    public static string Write(ScalarKind kind, bool littleEndian) => littleEndian
        ? kind switch
        {
            ScalarKind.Int16 => "WriteInt16LittleEndian",
            ScalarKind.UInt16 => "WriteUInt16LittleEndian",
            ScalarKind.Char => "WriteCharLittleEndian",
            ScalarKind.Int32 => "WriteInt32LittleEndian",
            ScalarKind.UInt32 => "WriteUInt32LittleEndian",
            ScalarKind.Single => "WriteSingleLittleEndian",
            ScalarKind.Int64 => "WriteInt64LittleEndian",
            ScalarKind.UInt64 => "WriteUInt64LittleEndian",
            ScalarKind.Double => "WriteDoubleLittleEndian",
            _ => throw Unswappable(kind),
        }
        : kind switch
        {
            ScalarKind.Boolean => "WriteBoolean",
            ScalarKind.Byte => "WriteByte",
            ScalarKind.SByte => "WriteSByte",
            ScalarKind.Int16 => "WriteInt16",
            ScalarKind.UInt16 => "WriteUInt16",
            ScalarKind.Char => "WriteChar",
            ScalarKind.Half => "WriteHalf",
            ScalarKind.Int32 => "WriteInt32",
            ScalarKind.UInt32 => "WriteUInt32",
            ScalarKind.Single => "WriteSingle",
            ScalarKind.Int64 => "WriteInt64",
            ScalarKind.UInt64 => "WriteUInt64",
            ScalarKind.Double => "WriteDouble",
            ScalarKind.Int128 => "WriteInt128",
            ScalarKind.UInt128 => "WriteUInt128",
            ScalarKind.Guid => "WriteGuid",
            ScalarKind.DateTime => "WriteDateTime",
            ScalarKind.DateTimeOffset => "WriteDateTimeOffset",
            _ => "WriteTimeSpan",
        };

    public static string Read(ScalarKind kind, bool littleEndian) => littleEndian
        ? kind switch
        {
            ScalarKind.Int16 => "ReadInt16LittleEndian",
            ScalarKind.UInt16 => "ReadUInt16LittleEndian",
            ScalarKind.Char => "ReadCharLittleEndian",
            ScalarKind.Int32 => "ReadInt32LittleEndian",
            ScalarKind.UInt32 => "ReadUInt32LittleEndian",
            ScalarKind.Single => "ReadSingleLittleEndian",
            ScalarKind.Int64 => "ReadInt64LittleEndian",
            ScalarKind.UInt64 => "ReadUInt64LittleEndian",
            ScalarKind.Double => "ReadDoubleLittleEndian",
            _ => throw Unswappable(kind),
        }
        : kind switch
        {
            ScalarKind.Boolean => "ReadBoolean",
            ScalarKind.Byte => "ReadByte",
            ScalarKind.SByte => "ReadSByte",
            ScalarKind.Int16 => "ReadInt16",
            ScalarKind.UInt16 => "ReadUInt16",
            ScalarKind.Char => "ReadChar",
            ScalarKind.Half => "ReadHalf",
            ScalarKind.Int32 => "ReadInt32",
            ScalarKind.UInt32 => "ReadUInt32",
            ScalarKind.Single => "ReadSingle",
            ScalarKind.Int64 => "ReadInt64",
            ScalarKind.UInt64 => "ReadUInt64",
            ScalarKind.Double => "ReadDouble",
            ScalarKind.Int128 => "ReadInt128",
            ScalarKind.UInt128 => "ReadUInt128",
            ScalarKind.Guid => "ReadGuid",
            ScalarKind.DateTime => "ReadDateTime",
            ScalarKind.DateTimeOffset => "ReadDateTimeOffset",
            _ => "ReadTimeSpan",
        };

    /// <summary>The C# keyword of a primitive that can back an enum or a bulk struct.</summary>
    public static string Keyword(ScalarKind kind) => kind switch
    {
        ScalarKind.Boolean => "bool",
        ScalarKind.Byte => "byte",
        ScalarKind.SByte => "sbyte",
        ScalarKind.Int16 => "short",
        ScalarKind.UInt16 => "ushort",
        ScalarKind.Char => "char",
        ScalarKind.Int32 => "int",
        ScalarKind.UInt32 => "uint",
        ScalarKind.Single => "float",
        ScalarKind.Int64 => "long",
        ScalarKind.UInt64 => "ulong",
        ScalarKind.Double => "double",
        _ => throw new System.InvalidOperationException($"{kind} has no keyword; only primitives back enums and bulk structs."),
    };

    private static System.InvalidOperationException Unswappable(ScalarKind kind)
        => new($"{kind} has no little-endian form; the byte-order control only marks numbers that have one.");
}
