namespace Spanwire.Generator.Model;

/// <summary>Everything the emitter needs for one <c>[BinarySerializable]</c> type; no symbols, syntax or locations.</summary>
/// <param name="Namespace">The namespace, or empty for the global namespace.</param>
/// <param name="ContainingTypes">Declarations of enclosing types, outermost first (for example <c>partial class Outer</c>).</param>
/// <param name="Declaration">The partial declaration keywords and name (for example <c>partial record struct Point</c>).</param>
/// <param name="FullyQualifiedName">The type as <c>global::</c>-qualified C#.</param>
/// <param name="DisplayName">The type as messages name it (containing types included, no namespace).</param>
/// <param name="IsValueType">A struct.</param>
/// <param name="IsModuleAccessible">The type and every containing type are at least internal, so a module initializer can register it.</param>
/// <param name="Members">Serialized members in wire order.</param>
/// <param name="ConstructorArguments">
/// Members passed to the chosen constructor, in parameter order (empty for an ignored member, which gets <c>default</c>);
/// the other members are assigned in an object initializer.
/// </param>
/// <param name="HintName">The generated file's name.</param>
/// <param name="HidesBase">A union case: its base is a generated union, so generated members are declared <c>new</c>.</param>
/// <param name="UnionTag">Unions: the tag's wire type (<c>Byte</c>, <c>UInt16</c> or <c>Int32</c>); empty otherwise.</param>
/// <param name="Cases">Unions: the cases, by tag.</param>
internal sealed record TypeModel(
    string Namespace,
    EquatableArray<string> ContainingTypes,
    string Declaration,
    string FullyQualifiedName,
    string DisplayName,
    bool IsValueType,
    bool IsModuleAccessible,
    EquatableArray<MemberModel> Members,
    EquatableArray<string> ConstructorArguments,
    string HintName,
    bool HidesBase = false,
    string UnionTag = "",
    EquatableArray<UnionCase> Cases = default)
{
    /// <summary>An abstract base written as a tag, then the case's body.</summary>
    public bool IsUnion => UnionTag.Length > 0;
}

/// <summary>One case of a tagged union: the tag value and the case type.</summary>
/// <param name="Tag">The tag written before the case's body.</param>
/// <param name="TypeName">The case type, fully qualified.</param>
internal sealed record UnionCase(long Tag, string TypeName);

/// <summary>One serialized field or property.</summary>
/// <param name="Name">The C# identifier, escaped with <c>@</c> where it is a keyword.</param>
/// <param name="WireName">The name used in error messages.</param>
/// <param name="Type">Its wire type.</param>
internal sealed record MemberModel(string Name, string WireName, WireType Type);
