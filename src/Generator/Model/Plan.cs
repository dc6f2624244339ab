using System.Collections.Generic;

namespace Spanwire.Generator.Model;

/// <summary>What one segment of a type's layout is, as the planner cut it.</summary>
internal enum SegmentKind
{
    /// <summary>Consecutive fixed-width members with nothing around them but fixed heads (a frame's constant size): one bounds check, then stores at constant offsets.</summary>
    FixedRun,

    /// <summary>Consecutive bit fields sharing whole-byte containers.</summary>
    BitFieldGroup,

    /// <summary>One member that takes the walk through its wrappers and codec (and may stream across chunks).</summary>
    Member,
}

/// <summary>A segment of a type's layout: its members, in wire order.</summary>
internal sealed record Segment(SegmentKind Kind, EquatableArray<MemberModel> Members)
{
    public MemberModel First => Members[0];

    /// <summary>
    /// The constant bytes before a bit-field group (<c>[BinaryConstant]</c> on its first bit field, or on the type),
    /// written and checked before its containers; empty for every other segment.
    /// </summary>
    public EquatableArray<byte> Constant
        => Kind == SegmentKind.BitFieldGroup && First.Layout.Wrappers.Count > 0 && First.Layout.Wrappers[0] is ConstantWrapper { After: false } constant
            ? constant.Bytes
            : EquatableArray<byte>.Empty;

    /// <summary>The bytes of a fixed run or of a bit-field group's containers; 0 for a member.</summary>
    public int FixedSize
    {
        get
        {
            int size = 0;
            foreach (MemberModel member in Members)
            {
                size += Kind switch
                {
                    SegmentKind.FixedRun => member.Layout.RunWidth,
                    SegmentKind.BitFieldGroup => ((BitFieldCodec)member.Layout.Codec).Bits + ((BitFieldCodec)member.Layout.Codec).TagBits,
                    _ => 0,
                };
            }

            return Kind == SegmentKind.BitFieldGroup ? size / 8 : size;
        }
    }
}

/// <summary>
/// The one planner: cuts a type's members into segments from what each codec declares (its fixed width) and whether
/// anything wraps it. A new fixed-width codec joins runs, fixed-size types, block reads and bulk collections through
/// <see cref="Codec.FixedWidth"/> alone.
/// </summary>
internal static class LayoutPlanner
{
    public static EquatableArray<Segment> Plan(EquatableArray<MemberModel> members)
    {
        var segments = new List<Segment>();
        var current = new List<MemberModel>();
        SegmentKind kind = SegmentKind.Member;
        foreach (MemberModel member in members)
        {
            SegmentKind next = KindOf(member.Layout);
            // Constant bytes before a bit field begin a new group: they sit between containers, never inside one.
            bool startsGroup = next == SegmentKind.BitFieldGroup && member.Layout.Has(WrapperKind.Constant);
            if (current.Count > 0 && (next != kind || next == SegmentKind.Member || startsGroup))
            {
                segments.Add(new Segment(kind, current.ToEquatableArray()));
                current = new List<MemberModel>();
            }

            kind = next;
            current.Add(member);
        }

        if (current.Count > 0)
        {
            segments.Add(new Segment(kind, current.ToEquatableArray()));
        }

        return segments.ToEquatableArray();
    }

    public static SegmentKind KindOf(Layout layout)
        => layout.RunWidth > 0 ? SegmentKind.FixedRun : layout.Codec is BitFieldCodec ? SegmentKind.BitFieldGroup : SegmentKind.Member;
}
