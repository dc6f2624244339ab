namespace Spanwire.Generator;

/// <summary>Metadata names the parser and the capability probe look up.</summary>
internal static class KnownTypeNames
{
    public const string BinarySerializableAttribute = "Spanwire.BinarySerializableAttribute";
    public const string BinaryIgnoreAttribute = "Spanwire.BinaryIgnoreAttribute";
    public const string BinaryReadable = "Spanwire.IBinaryReadable`1";
    public const string BinaryLengthPrefixAttribute = "Spanwire.BinaryLengthPrefixAttribute";
    public const string BinaryVarIntAttribute = "Spanwire.BinaryVarIntAttribute";
    public const string BinaryFixedLengthAttribute = "Spanwire.BinaryFixedLengthAttribute";
    public const string BinaryStringEncodingAttribute = "Spanwire.BinaryStringEncodingAttribute";
    public const string BinaryBitFieldAttribute = "Spanwire.BinaryBitFieldAttribute";
    public const string BinaryByteOrderAttribute = "Spanwire.BinaryByteOrderAttribute";
    public const string BinaryReservedAttribute = "Spanwire.BinaryReservedAttribute";
    public const string BinaryPresenceByteAttribute = "Spanwire.BinaryPresenceByteAttribute";
    public const string BinaryLengthFromAttribute = "Spanwire.BinaryLengthFromAttribute";
    public const string BinaryWhenAttribute = "Spanwire.BinaryWhenAttribute";
    public const string BinaryTrailingAttribute = "Spanwire.BinaryTrailingAttribute";
    public const string BinaryUnionCaseAttribute = "Spanwire.BinaryUnionCaseAttribute";
    public const string BinaryUnionAttribute = "Spanwire.BinaryUnionAttribute";

    public const string Half = "System.Half";
    public const string Int128 = "System.Int128";
    public const string UInt128 = "System.UInt128";
    public const string Guid = "System.Guid";
    public const string DateTimeOffset = "System.DateTimeOffset";
    public const string TimeSpan = "System.TimeSpan";
    public const string Memory = "System.Memory`1";
    public const string ReadOnlyMemory = "System.ReadOnlyMemory`1";
    public const string List = "System.Collections.Generic.List`1";
    public const string ReadOnlyList = "System.Collections.Generic.IReadOnlyList`1";
    public const string ImmutableArray = "System.Collections.Immutable.ImmutableArray`1";

    public const string ModuleInitializerAttribute = "System.Runtime.CompilerServices.ModuleInitializerAttribute";
    public const string MaybeNullWhenAttribute = "System.Diagnostics.CodeAnalysis.MaybeNullWhenAttribute";
    public const string CollectionsMarshal = "System.Runtime.InteropServices.CollectionsMarshal";
    public const string ImmutableCollectionsMarshal = "System.Runtime.InteropServices.ImmutableCollectionsMarshal";
}
