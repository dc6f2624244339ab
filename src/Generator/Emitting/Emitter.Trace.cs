using Spanwire.Generator.Model;

namespace Spanwire.Generator.Emitting;

/// <summary>
/// The read trace <c>spanwire inspect</c> builds with (<see cref="Capabilities.ReadTrace"/>): each value's start and end
/// and each member's bytes reported to the runtime's <c>ReadTrace</c>. Every other build emits none of it.
/// </summary>
internal sealed partial class Emitter
{
    private const string Trace = "global::Spanwire.Infrastructure.ReadTrace";

    private bool Tracing => Capabilities.ReadTrace;

    /// <summary>A value's read starts here.</summary>
    private void EmitTraceBegin()
    {
        if (Tracing)
        {
            Writer.WriteLine($"{Trace}.Begin({TypeLiteral}, source, offset);");
        }
    }

    /// <summary>A value's read ends here, whole (a failed read ends in no event: the listener sees where it stopped).</summary>
    private void EmitTraceEnd(string? condition = null)
    {
        if (Tracing)
        {
            Writer.WriteLine($"{(condition is null ? string.Empty : $"if ({condition}) ")}{Trace}.End({TypeLiteral}, source, offset);");
        }
    }

    /// <summary>The local holding where a segment starts, or null when nothing is traced (a positioned member traces itself).</summary>
    private string? EmitTraceSegmentStart(Segment segment)
    {
        if (!Tracing || segment.First.Layout.Has(WrapperKind.Positioned))
        {
            return null;
        }

        string start = Temp("traceStart");
        Writer.WriteLine($"int {start} = offset;");
        return start;
    }

    /// <summary>Each member of a segment just read: a run's at its constant place, a bit-field group's members as its containers.</summary>
    private void EmitTraceSegment(Segment segment, string? start)
    {
        if (start is null)
        {
            return;
        }

        int at = 0;
        foreach (MemberModel member in segment.Members)
        {
            (int head, int tail) = ConstantEnds(member.Layout);
            if (segment.Kind == SegmentKind.FixedRun)
            {
                EmitTraceMember(Literal(member.WireName), $"{start} + {Invariant(at + head)}", $"{start} + {Invariant(at + member.Layout.RunWidth - tail)}");
                at += member.Layout.RunWidth;
            }
            else
            {
                EmitTraceMember(Literal(member.WireName), head == 0 ? start : $"{start} + {Invariant(head)}", tail == 0 ? "offset" : $"offset - {Invariant(tail)}");
            }
        }
    }

    /// <summary>
    /// The constant and reserved bytes before a member's value and the constant bytes after it, which are the layout's,
    /// not the member's: its place leaves them out. None for a member that may be absent (its bytes may not be there).
    /// </summary>
    private static (int Head, int Tail) ConstantEnds(Layout layout)
    {
        if (layout.Has(WrapperKind.Conditional) || layout.Has(WrapperKind.Trailing))
        {
            return (0, 0);
        }

        int head = 0;
        int tail = 0;
        foreach (Wrapper wrapper in layout.Wrappers)
        {
            switch (wrapper)
            {
                case ConstantWrapper { After: true } constant:
                    tail += constant.Bytes.Count;
                    break;
                case ConstantWrapper constant:
                    head += constant.Bytes.Count;
                    break;
                case ReservedWrapper reserved:
                    head += reserved.Bytes;
                    break;
            }
        }

        return (head, tail);
    }

    /// <summary>A fixed-size value's members, at the constant places its one read takes them from.</summary>
    private void EmitTraceFixedSize()
    {
        if (!Tracing)
        {
            return;
        }

        Writer.WriteLine($"{Trace}.Begin({TypeLiteral}, source, offset);");
        int at = 0;
        foreach (Segment segment in Segments())
        {
            int size = segment.Kind == SegmentKind.BitFieldGroup ? segment.FixedSize : 0;
            foreach (MemberModel member in segment.Members)
            {
                int width = segment.Kind == SegmentKind.BitFieldGroup ? size : member.Layout.RunWidth;
                (int head, int tail) = segment.Kind == SegmentKind.BitFieldGroup ? (0, 0) : ConstantEnds(member.Layout);
                EmitTraceMember(Literal(member.WireName), $"offset + {Invariant(at + head)}", $"offset + {Invariant(at + width - tail)}");
                at += segment.Kind == SegmentKind.BitFieldGroup ? 0 : width;
            }

            at += size;
        }

        Writer.WriteLine($"{Trace}.End({TypeLiteral}, source, offset + FixedSize);");
    }

    /// <summary>The member (a string literal) was read from <paramref name="start"/> up to <paramref name="end"/>.</summary>
    internal void EmitTraceMember(string member, string start, string end)
    {
        if (Tracing)
        {
            Writer.WriteLine($"{Trace}.Member({TypeLiteral}, {member}, source, {start}, {end});");
        }
    }
}
