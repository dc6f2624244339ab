using Microsoft.CodeAnalysis;

namespace Spanwire.Generator.Diagnostics;

/// <summary>
/// Every diagnostic Spanwire reports, in one place. SPW0xxx: layouts the generator cannot produce (it skips those
/// types quietly; these rules say why). SPW1xxx: allocating or byte-order patterns in user code.
/// </summary>
internal static class Descriptors
{
    private const string Layout = "Spanwire.Layout";
    private const string Allocation = "Spanwire.Allocation";
    private const string WireLockFile = "WireFormat.lock.txt";

    public static readonly DiagnosticDescriptor NotPartial = Create(
        "SPW0001", Layout, DiagnosticSeverity.Error,
        "[BinarySerializable] type must be partial",
        "'{0}' must be declared partial so the generator can add its Write and Read methods{1}");

    public static readonly DiagnosticDescriptor UnsupportedMemberType = Create(
        "SPW0002", Layout, DiagnosticSeverity.Error,
        "Member type cannot be serialized",
        "Member '{0}' has type '{1}', which Spanwire cannot serialize; use a supported type (see the README's type table) or mark it [BinaryIgnore]");

    /// <summary>SPW0002 for a member whose [BinarySerializable] type failed, naming the first problem behind it.</summary>
    public static readonly DiagnosticDescriptor MemberTypeHasErrors = Create(
        "SPW0002", Layout, DiagnosticSeverity.Error,
        "Member type cannot be serialized",
        "Member '{0}' holds '{1}', which does not generate because of {2}; fix that and this member serializes");

    public static readonly DiagnosticDescriptor InvalidTypeKind = Create(
        "SPW0003", Layout, DiagnosticSeverity.Error,
        "Type cannot be [BinarySerializable]",
        "'{0}' cannot be [BinarySerializable] because it is {1}");

    public static readonly DiagnosticDescriptor NoConstructor = Create(
        "SPW0004", Layout, DiagnosticSeverity.Error,
        "No way to construct the type on read",
        "'{0}' cannot be constructed on read: no constructor takes {1}, and they have no setter; add a constructor parameter for each, or a setter or init accessor");

    public static readonly DiagnosticDescriptor GenericType = Create(
        "SPW0005", Layout, DiagnosticSeverity.Error,
        "Generic types are not supported",
        "'{0}' is generic{1}; [BinarySerializable] supports non-generic types only, so declare a closed type per layout");

    public static readonly DiagnosticDescriptor PrivateMemberSkipped = Create(
        "SPW0006", Layout, DiagnosticSeverity.Info,
        "Private member is not serialized",
        "'{0}' is private or protected, so it is not serialized; make it public or internal to include it, or mark it [BinaryIgnore] to say so");

    public static readonly DiagnosticDescriptor RecursionWithoutBreak = Create(
        "SPW0007", Layout, DiagnosticSeverity.Warning,
        "Recursive member cannot be null",
        "Member '{0}' makes '{1}' contain itself through non-nullable members only, so no finite value exists; declare it '{2}?'");

    public static readonly DiagnosticDescriptor GeneratedNameClash = Create(
        "SPW0008", Layout, DiagnosticSeverity.Error,
        "Member name clashes with a generated member",
        "Member '{0}' has the name of a member Spanwire generates; rename it");

    public static readonly DiagnosticDescriptor LanguageVersionTooLow = Create(
        "SPW0009", Layout, DiagnosticSeverity.Error,
        "C# 9 or later is required",
        "Spanwire needs C# 9 or later for '{0}'; set <LangVersion> to 9.0 or higher");

    public static readonly DiagnosticDescriptor NotRegistered = Create(
        "SPW0010", Layout, DiagnosticSeverity.Info,
        "Type is not registered with BinarySerializer",
        "'{0}' is nested in a private or protected type, so no module initializer can register it; call BinaryDeserializerRegistry.Register(SpanwireDeserializer.Instance) before BinarySerializer.Deserialize<{0}>");

    public static readonly DiagnosticDescriptor LayoutAttributeMisplaced = Create(
        "SPW0011", Layout, DiagnosticSeverity.Error,
        "Layout attribute does not apply to this member",
        "[{0}] does not apply to member '{1}' of type '{2}'; it applies to {3}");

    /// <summary>SPW0011 for a union whose case type failed, naming the first problem behind it.</summary>
    public static readonly DiagnosticDescriptor CaseTypeHasErrors = Create(
        "SPW0011", Layout, DiagnosticSeverity.Error,
        "Layout attribute does not apply to this member",
        "Union case {0} ('{1}') does not generate because of {2}; fix that and the union generates");

    public static readonly DiagnosticDescriptor MembersInSeveralParts = Create(
        "SPW0012", Layout, DiagnosticSeverity.Error,
        "Serialized members are declared in several parts of the type",
        "'{0}' declares serialized members in more than one file ('{1}' and '{2}'), so their wire order would depend on file names; declare every serialized member in one part, or mark the others [BinaryIgnore]");

    public static readonly DiagnosticDescriptor RequiredMemberIgnored = Create(
        "SPW0013", Layout, DiagnosticSeverity.Error,
        "An ignored member is required",
        "Member '{0}' of '{1}' is required but marked [BinaryIgnore], so a read has no value to set it to; serialize it, or remove 'required'");

    public static readonly DiagnosticDescriptor InheritedFromMetadata = Create(
        "SPW0014", Layout, DiagnosticSeverity.Warning,
        "Members inherited from another assembly are not serialized",
        "'{0}' inherits {1} from '{2}', which is declared in another assembly where Spanwire cannot see the declaration order, so they are not serialized; declare them in this compilation, or hold the base's data in a member");

    public static readonly DiagnosticDescriptor WireLayoutBroken = Create(
        "SPW0030", Layout, DiagnosticSeverity.Error,
        "The wire layout changed incompatibly with the lock",
        "The wire layout of '{0}' no longer reads data written with the locked layout: {1}; if that is intended, update the lock in " + WireLockFile);

    public static readonly DiagnosticDescriptor WireLayoutChanged = Create(
        "SPW0031", Layout, DiagnosticSeverity.Warning,
        "The wire layout changed compatibly; the lock is out of date",
        "The wire layout of '{0}' changed compatibly ({1}); update the lock in " + WireLockFile);

    public static readonly DiagnosticDescriptor WireLayoutTypeRemoved = new(
        "SPW0032", "A locked type is no longer serializable", "'{0}' is in the wire-format lock but no longer a [BinarySerializable] type of this project, so its data no longer reads; if that is intended, remove its entry from " + WireLockFile,
        Layout, DiagnosticSeverity.Error, isEnabledByDefault: true,
        helpLinkUri: "https://github.com/spanwire/spanwire/blob/main/docs/diagnostics/SPW0032.md", customTags: WellKnownDiagnosticTags.CompilationEnd);

    public static readonly DiagnosticDescriptor BitConverterGetBytes = Create(
        "SPW1001", Allocation, DiagnosticSeverity.Warning,
        "BitConverter.GetBytes allocates an array",
        "BitConverter.GetBytes allocates a {0}-byte array per call; write into a span with {1}");

    public static readonly DiagnosticDescriptor NetworkOrderCall = Create(
        "SPW1002", Allocation, DiagnosticSeverity.Warning,
        "IPAddress byte-order helper used for endianness",
        "IPAddress.{0} is a networking API used here to swap bytes; use BinaryPrimitives.ReverseEndianness, or BinaryPrimitives.Read/Write*BigEndian on the buffer");

    public static readonly DiagnosticDescriptor ArrayReverseForByteOrder = Create(
        "SPW1003", Allocation, DiagnosticSeverity.Warning,
        "Array.Reverse used to flip byte order",
        "Array.Reverse on '{0}' flips byte order of an allocated array; read or write the value with BinaryPrimitives.*BigEndian or *LittleEndian instead");

    public static readonly DiagnosticDescriptor SmallTemporaryArray = Create(
        "SPW1004", Allocation, DiagnosticSeverity.Warning,
        "Small temporary byte array",
        "'{0}' is a {1}-byte temporary that never leaves this method; {2}");

    /// <summary>SPW1004 for an array handed to a method in another file: known once every method is seen, at compilation end.</summary>
    public static readonly DiagnosticDescriptor SmallTemporaryArrayAcrossFiles = Create(
        "SPW1004", Allocation, DiagnosticSeverity.Warning,
        "Small temporary byte array",
        "'{0}' is a {1}-byte temporary that never leaves this method; {2}",
        WellKnownDiagnosticTags.CompilationEnd);

    public static readonly DiagnosticDescriptor MemoryStreamToArray = Create(
        "SPW1005", Allocation, DiagnosticSeverity.Warning,
        "MemoryStream.ToArray copies the buffer",
        "MemoryStream.ToArray copies every byte only to pass them on; use TryGetBuffer (or GetBuffer with Length), or write into a PooledBufferWriter");

    public static readonly DiagnosticDescriptor EncodingGetBytes = Create(
        "SPW1006", Allocation, DiagnosticSeverity.Warning,
        "Encoding.GetBytes(string) allocates an array",
        "{0} allocates a byte array{1}; encode into a span with GetBytes(ReadOnlySpan<char>, Span<byte>) after GetByteCount, using stackalloc or a pooled buffer");

    public static readonly DiagnosticDescriptor RentedBufferLeak = Create(
        "SPW1007", Allocation, DiagnosticSeverity.Warning,
        "Rented array is not returned exactly once",
        "The array rented into '{0}' {1}; return it once, in a finally block");

    public static readonly DiagnosticDescriptor UnboundedStackalloc = Create(
        "SPW1008", Allocation, DiagnosticSeverity.Warning,
        "stackalloc size is not bounded",
        "stackalloc of '{0}' elements is not bounded by a constant; check the size first (size <= N ? stackalloc T[size] : rented buffer) so input cannot overflow the stack");

    public static readonly DiagnosticDescriptor InterfaceCollectionMember = Create(
        "SPW1009", Allocation, DiagnosticSeverity.Warning,
        "Interface-typed collection in a [BinarySerializable] type",
        "Member '{0}' is an {1}: every element is written through interface calls and reads allocate an array anyway; declare it as {2}");

    private static DiagnosticDescriptor Create(string id, string category, DiagnosticSeverity severity, string title, string message, params string[] tags)
        => new(id, title, message, category, severity, isEnabledByDefault: true,
            helpLinkUri: $"https://github.com/spanwire/spanwire/blob/main/docs/diagnostics/{id}.md", customTags: tags);
}
