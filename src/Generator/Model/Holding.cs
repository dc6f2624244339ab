using System;

namespace Spanwire.Generator.Model;

/// <summary>What a member's value can carry for the members after it; the rules that link members read these, never codec classes.</summary>
[Flags]
internal enum HeldRoles
{
    None = 0,

    /// <summary>A bool or integer a later member's <c>[BinaryWhen]</c> tests.</summary>
    Condition = 1,

    /// <summary>A length or count (<c>[BinaryLengthFrom]</c>, <c>[BinaryLengthOf]</c>): an integer the write fills in.</summary>
    Length = 2,

    /// <summary>An offset (<c>[BinaryAt]</c>): a fixed-width integer the write fills in once its member is placed.</summary>
    Offset = 4,

    /// <summary>A union's case (<c>[BinaryTagFrom]</c>): an integer or enum the write fills in from the value's case.</summary>
    Tag = 8,
}

/// <summary>A value another member's rule can read: its roles, its C# integer (or bool), the largest length or offset it carries.</summary>
internal sealed record Holding(HeldRoles Roles, ScalarKind Kind, long Largest)
{
    public bool Can(HeldRoles role) => (Roles & role) == role;

    /// <summary>An integer of this kind, as a length, count or offset: at most <see cref="int.MaxValue"/>; 0 when it is no integer.</summary>
    public static long LargestLength(ScalarKind kind) => kind switch
    {
        ScalarKind.Byte => byte.MaxValue,
        ScalarKind.SByte => sbyte.MaxValue,
        ScalarKind.Int16 => short.MaxValue,
        ScalarKind.UInt16 => ushort.MaxValue,
        ScalarKind.Int32 or ScalarKind.UInt32 or ScalarKind.Int64 or ScalarKind.UInt64 => int.MaxValue,
        _ => 0,
    };

    /// <summary>An integer or bool member as a holder: an integer holds everything, an enum conditions and tags, a bool only conditions.</summary>
    public static Holding? Of(ScalarKind kind, bool isEnum, HeldRoles integerRoles)
        => kind == ScalarKind.Boolean ? new Holding(HeldRoles.Condition, kind, 0)
            : LargestLength(kind) == 0 ? null
            : isEnum ? new Holding(HeldRoles.Condition | HeldRoles.Tag, kind, 0)
            : new Holding(integerRoles | HeldRoles.Tag, kind, LargestLength(kind));
}
