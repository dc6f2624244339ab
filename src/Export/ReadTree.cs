using System.Collections;
using System.Globalization;
using System.Reflection;
using Spanwire.Generator.Exporting;
using Spanwire.Generator.Model;

namespace Spanwire.Export;

/// <summary>One line of what inspect shows: a member, an item or a value, where its bytes are (-1 when not traced), and its parts.</summary>
internal sealed record InspectNode(string Label, string? Value, long Start, long End, IReadOnlyList<InspectNode> Children)
{
    public long Size => Start < 0 || End < Start ? -1 : End - Start;
}

/// <summary>
/// Turns the events a traced read reported (<c>ReadTrace</c>: a value begins, a member was read, a value ends) into
/// the value's tree, each member with the bytes it was read from, its value taken from the object the read returned.
/// </summary>
internal sealed class ReadTree(LayoutCatalog catalog)
{
    private const int ItemsShown = 16;
    private readonly Stack<Frame> _open = new();
    private readonly List<Frame> _done = [];

    /// <summary>The listener given to <c>ReadTrace.Start</c>: (kind, type, member, start, end).</summary>
    public void OnEvent(int kind, string type, string? member, long start, long end)
    {
        switch (kind)
        {
            case 0:
                _open.Push(new Frame(type, start));
                break;
            case 1 when _open.Count > 0:
                Frame current = _open.Peek();
                current.Members.Add(new MemberRead(member!, start, end, current.TakeNested()));
                break;
            case 2 when _open.Count > 0:
                Close(end);
                break;
        }
    }

    /// <summary>Forgets what an earlier value reported.</summary>
    public void Clear()
    {
        _open.Clear();
        _done.Clear();
    }

    /// <summary>The tree of the value the read returned, its members where the trace placed them (its last whole read from its start: a read may be tried again).</summary>
    public InspectNode Complete(string label, object value, long start, long end)
        => _done.Count > 0 && _done[^1].Start == start ? ValueNode(label, value, _done[^1]) : Untraced(label, value, start, end);

    /// <summary>
    /// What a read that stopped had read: each value it was inside of, with the members it finished (their bytes in
    /// hex: no object was built) and, under the member it was reading, the values that member had finished.
    /// </summary>
    public InspectNode? Partial(string label, byte[] input)
    {
        while (_open.Count > 1)
        {
            Close(-1);
        }

        return _open.Count == 1 ? PartialNode(label, _open.Pop(), input) : null;
    }

    private void Close(long end)
    {
        Frame frame = _open.Pop();
        frame.End = end;
        if (_open.Count > 0)
        {
            _open.Peek().Nested.Add(frame);
        }
        else
        {
            _done.Add(frame);
        }
    }

    private InspectNode PartialNode(string label, Frame frame, byte[] input)
    {
        var children = frame.Members.Select(member => PartialNode(member.Name, member.Nested, member.Start, member.End, input)).ToList();
        if (frame.Nested.Count > 0)
        {
            children.Add(PartialNode(NextMember(frame) ?? "(next member)", frame.Nested, -1, -1, input) with { Value = "(being read)" });
        }

        return new InspectNode($"{label}: {frame.Type}", frame.End < 0 ? "(stopped inside)" : null, frame.Start, frame.End, children);
    }

    private InspectNode PartialNode(string name, List<Frame> nested, long start, long end, byte[] input)
        => nested.Count == 0
            ? new InspectNode(name, Hex(input, start, end), start, end, [])
            : new InspectNode(name, null, start, end, nested.Select((frame, i) => PartialNode(nested.Count == 1 ? name : $"{name}[{i}]", frame, input)).ToList());

    /// <summary>The member after the frame's last finished one: the one its read was inside of when it stopped.</summary>
    private string? NextMember(Frame frame)
    {
        var members = catalog.Types.FirstOrDefault(type => type.DisplayName == frame.Type)?.Members;
        if (members is null)
        {
            return null;
        }

        int last = frame.Members.Count == 0 ? -1 : members.Value.Select(member => member.WireName).ToList().IndexOf(frame.Members[^1].Name);
        return last + 1 < members.Value.Count ? members.Value[last + 1].WireName : null;
    }

    private static string Hex(byte[] input, long start, long end)
        => start < 0 || end < start ? "(read)" : end - start <= 16 ? Convert.ToHexString(input, (int)start, (int)(end - start)) : Convert.ToHexString(input, (int)start, 16) + "…";

    /// <summary>A value and its traced frame: a union's frame holds its case's; each member with its own frames.</summary>
    private InspectNode ValueNode(string label, object value, Frame frame)
    {
        if (frame.Members.Count == 0 && frame.Nested is [Frame chosen])
        {
            return ValueNode(label, value, chosen) with { Start = frame.Start, End = frame.End };
        }

        TypeModel? model = catalog.Find("global::" + value.GetType().FullName!.Replace('+', '.'));
        var children = new List<InspectNode>();
        foreach (IGrouping<string, MemberRead> reads in frame.Members.GroupBy(member => member.Name))
        {
            MemberModel? member = model?.Members.FirstOrDefault(candidate => candidate.WireName == reads.Key);
            object? memberValue = member is null ? null : Field(value, member.Name.TrimStart('@'));
            children.Add(reads.Count() == 1 ? MemberNode(reads.Key, memberValue, reads.First()) : PositionedItems(reads.Key, memberValue, reads.ToList()));
        }

        return new InspectNode($"{label}: {value.GetType().Name}", null, frame.Start, frame.End, children);
    }

    private InspectNode MemberNode(string name, object? value, MemberRead read)
    {
        switch (value)
        {
            case null or string or byte[]:
                return new InspectNode(name, Format(value), read.Start, read.End, []);
            case IEnumerable items:
                var list = items.Cast<object?>().ToList();
                bool traced = read.Nested.Count == list.Count;
                var children = list.Take(ItemsShown)
                    .Select((item, i) => item is not null && traced ? ValueNode($"{name}[{i}]", item, read.Nested[i]) : Untraced($"{name}[{i}]", item, -1, -1))
                    .ToList();
                if (list.Count > ItemsShown)
                {
                    children.Add(new InspectNode($"… {list.Count - ItemsShown} more", null, -1, -1, []));
                }

                return new InspectNode(name, $"[{list.Count} items]", read.Start, read.End, children);
            default:
                return read.Nested is [Frame nested] ? ValueNode(name, value, nested) : Untraced(name, value, read.Start, read.End);
        }
    }

    /// <summary>A collection whose items each sit where an offset points: one read per item.</summary>
    private InspectNode PositionedItems(string name, object? value, List<MemberRead> reads)
    {
        var list = (value is IEnumerable items and not string and not byte[]) ? items.Cast<object?>().ToList() : [];
        var children = reads.Take(ItemsShown).Select((read, i) => MemberNode($"{name}[{i}]", i < list.Count ? list[i] : null, read)).ToList();
        return new InspectNode(name, $"[{reads.Count} items]", -1, -1, children);
    }

    /// <summary>A value no trace covers (a fixed-size member read with its run, a decompressed copy): its members without places.</summary>
    private InspectNode Untraced(string label, object? value, long start, long end)
    {
        if (value is null || catalog.Find("global::" + value.GetType().FullName!.Replace('+', '.')) is not { } model)
        {
            return (value is IEnumerable items and not string and not byte[])
                ? new InspectNode(label, $"[{items.Cast<object?>().Count()} items]", start, end, items.Cast<object?>().Take(ItemsShown).Select((item, i) => Untraced($"{label}[{i}]", item, -1, -1)).ToList())
                : new InspectNode(label, Format(value), start, end, []);
        }

        var children = model.Members.Select(member => Untraced(member.WireName, Field(value, member.Name.TrimStart('@')), -1, -1)).ToList();
        return new InspectNode($"{label}: {value.GetType().Name}", null, start, end, children);
    }

    private static string Format(object? value) => value switch
    {
        null => "null",
        byte[] bytes => $"[{bytes.Length} bytes] {Convert.ToHexString(bytes, 0, Math.Min(bytes.Length, 32))}{(bytes.Length > 32 ? "…" : string.Empty)}",
        string text => $"\"{text}\"",
        _ => Convert.ToString(value, CultureInfo.InvariantCulture) ?? string.Empty,
    };

    private static object? Field(object value, string name)
    {
        for (Type? type = value.GetType(); type is not null; type = type.BaseType)
        {
            const BindingFlags flags = BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.DeclaredOnly;
            if (type.GetProperty(name, flags) is { } property)
            {
                return property.GetValue(value);
            }

            if (type.GetField(name, flags) is { } field)
            {
                return field.GetValue(value);
            }
        }

        return null;
    }

    /// <summary>A value being read: where it began, the members it finished, the values read inside the member under way.</summary>
    private sealed class Frame(string type, long start)
    {
        public string Type { get; } = type;

        public long Start { get; } = start;

        public long End { get; set; } = -1;

        public List<MemberRead> Members { get; } = [];

        public List<Frame> Nested { get; private set; } = [];

        public List<Frame> TakeNested()
        {
            List<Frame> taken = Nested;
            Nested = [];
            return taken;
        }
    }

    private sealed record MemberRead(string Name, long Start, long End, List<Frame> Nested);
}
