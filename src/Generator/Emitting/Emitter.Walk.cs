using System.Collections.Generic;
using System.Linq;
using Spanwire.Generator.Model;

namespace Spanwire.Generator.Emitting;

/// <summary>
/// The one walk every layout takes, for write, read and size alike: open the wrappers outermost first, emit the
/// codec, close the wrappers innermost first. Codecs and wrappers call back into the helpers below.
/// </summary>
internal sealed partial class Emitter
{
    public const string Wire = "global::Spanwire.Infrastructure.Wire";

    /// <summary>The <c>state.ItemsLeft</c> call of each item loop the emitter is inside, outermost first.</summary>
    private readonly List<string> _itemLoops = new();

    private readonly List<string> _itemIndices = new();

    public SourceWriter Writer { get; private set; } = new();

    /// <summary>The type's name as a C# string literal, for error messages.</summary>
    public string TypeLiteral { get; }

    public Capabilities Capabilities { get; }

    public void EmitWrite(Layout layout, string value, string member)
    {
        var closers = new Stack<System.Action?>();
        for (int i = 0; i < layout.Wrappers.Count; i++)
        {
            Scope scope = WrapperEmission.For(layout.Wrappers[i]).OpenWrite(this, value, member, Inside(layout, i));
            value = scope.Value;
            if (scope.Empty)
            {
                Close(closers);
                return;
            }

            closers.Push(scope.Close);
        }

        CodecEmission.For(layout.Codec).EmitWrite(this, value, member);
        Close(closers);
    }

    public void EmitRead(Layout layout, string target, string member)
    {
        var closers = new Stack<System.Action?>();
        for (int i = 0; i < layout.Wrappers.Count; i++)
        {
            Scope scope = WrapperEmission.For(layout.Wrappers[i]).OpenRead(this, target, member, Inside(layout, i));
            target = scope.Value;
            closers.Push(scope.Close);
        }

        CodecEmission.For(layout.Codec).EmitRead(this, target, member);
        Close(closers);
    }

    public void EmitSize(Layout layout, string value, string member)
    {
        var closers = new Stack<System.Action?>();
        for (int i = 0; i < layout.Wrappers.Count; i++)
        {
            Scope scope = WrapperEmission.For(layout.Wrappers[i]).OpenSize(this, value, member, Inside(layout, i));
            value = scope.Value;
            if (scope.Empty)
            {
                Close(closers);
                return;
            }

            closers.Push(scope.Close);
        }

        CodecEmission.For(layout.Codec).EmitSize(this, value, member);
        Close(closers);
    }

    /// <summary>What wrapper <paramref name="index"/> wraps: the wrappers after it, and the codec.</summary>
    private static Layout Inside(Layout layout, int index)
        => layout with { Wrappers = layout.Wrappers.Skip(index + 1).ToEquatableArray() };

    /// <summary>
    /// Declares a local function <c>int <paramref name="name"/>(T value)</c> that returns the bytes <paramref name="inner"/>
    /// takes: a write that must know a body's size before writing it (a varint frame) calls it.
    /// </summary>
    public void EmitSizeFunction(string name, Layout inner, string member)
    {
        string value = Temp("value");
        string outer = _sizeMember;
        _sizeMember = member;
        Writer.OpenBlock($"int {name}({inner.Codec.TypeName} {value})");
        Writer.WriteLine("int size = 0;");
        EmitSize(inner, value, member);
        Writer.WriteLine("return size;");
        Writer.CloseBlock();
        _sizeMember = outer;
    }

    private static void Close(Stack<System.Action?> closers)
    {
        while (closers.Count > 0)
        {
            closers.Pop()?.Invoke();
        }
    }

    /// <summary>A fresh local name: <c>__&lt;n&gt;&lt;role&gt;</c>, which no member local <c>__&lt;Name&gt;</c> can clash with.</summary>
    public string Temp(string role) => "__" + Invariant(_nextTemp++) + role;

    /// <summary>The generated read's local for the member with this wire name.</summary>
    public static string MemberLocal(string wireName) => $"__{wireName}";

    /// <summary>The argument a read or write takes for a <c>[BinaryParameter]</c> member.</summary>
    public static string ArgumentLocal(string wireName) => $"__0argument{wireName}";

    /// <summary>The bytes a measured member took on read; a digit after the underscores keeps it apart from member locals.</summary>
    public static string MeasuredLocal(string wireName) => $"__0measured{wireName}";

    /// <summary>
    /// A member as another member's code reads it (a length, a condition): a compressed member's compressed bytes in a
    /// size or write method, which compressed it at its start; a condition holder filled from presence, as it is written.
    /// </summary>
    public string MemberAccess(string wireName)
    {
        MemberModel member = Member(wireName);
        if (member.Source is PresenceSource presence)
        {
            return PresenceSourceEmission.Value(this, member.Name, member.Layout.Codec.TypeName, presence);
        }

        // A holder a method pair fills is read as filled (a WebSocket frame's 7-bit length code decides which extended
        // length is there); write errors from here name no offset: this runs in size methods too.
        if (member.Source is LengthOfSource { Method: not null })
        {
            return WriteValue(member, "-1");
        }

        foreach (Wrapper wrapper in member.Layout.Wrappers)
        {
            if (_compressedInScope && wrapper is CompressedWrapper compressed)
            {
                return compressed.Local;
            }
        }

        return $"this.{member.Name}";
    }

    /// <summary>Inside a size or write method whose compressed members were compressed at its start.</summary>
    public bool CompressedInScope => _compressedInScope;

    /// <summary>The layout of the member with this wire name.</summary>
    public Layout LayoutOf(string wireName) => Member(wireName).Layout;

    internal MemberModel Member(string wireName)
    {
        foreach (MemberModel member in _type.Members)
        {
            if (member.WireName == wireName)
            {
                return member;
            }
        }

        throw new System.InvalidOperationException($"No member '{wireName}': the parser links only to existing members.");
    }

    /// <summary>Moves <c>offset</c> past a value written by <paramref name="call"/>, which returns -1 when out of room.</summary>
    public void Advance(string call) => Writer.WriteLine($"if ((offset = {call}) < 0) return -1;");

    public void ReturnFalseUnless(string condition) => Writer.WriteLine($"if (!({condition})) {ReadFailure()}");

    /// <summary>
    /// The statement that ends a read which ran short: returns <see langword="false"/>, after <paramref name="truncated"/>
    /// (a <c>state.Truncated</c> call) when the shortfall is found here. Inside an item loop it also reports the items
    /// after this one, at their minimum size (<c>state.ItemsLeft</c>), so that a stream or pipe reader waits for them
    /// all at once instead of re-reading the value once per item.
    /// </summary>
    public string ReadFailure(string? truncated = null)
    {
        if (_itemLoops.Count == 0)
        {
            return truncated is null ? "return false;" : $"return {truncated};";
        }

        // One statement per report, in a block when there are several (the caller may have written "if (...) ").
        var statement = new System.Text.StringBuilder();
        if (truncated is not null)
        {
            statement.Append(truncated).Append("; ");
        }

        for (int i = _itemLoops.Count - 1; i > 0; i--)
        {
            statement.Append(_itemLoops[i]).Append("; ");
        }

        statement.Append("return ").Append(_itemLoops[0]).Append(';');
        return truncated is null && _itemLoops.Count == 1 ? statement.ToString() : "{ " + statement + " }";
    }

    /// <summary>
    /// Reads from here to <see cref="ExitItemLoop"/> are of item <paramref name="index"/>, after which
    /// <paramref name="itemsLeft"/> more follow, which starts at <paramref name="itemStart"/>, in
    /// <paramref name="collection"/>, whose items start at <paramref name="itemsStart"/>: a resuming reader keeps those
    /// for its next attempt.
    /// </summary>
    public void EnterItemLoop(string itemsLeft, string index, int itemMinSize, string itemsStart, string member, string collection, string itemStart)
    {
        _itemLoops.Add($"state.ItemsLeft({itemsLeft}, {Invariant(itemMinSize)}, {itemsStart}, {TypeLiteral}, {member}, {collection}, {index}, {itemStart})");
        _itemIndices.Add(index);
    }

    public void ExitItemLoop()
    {
        _itemLoops.RemoveAt(_itemLoops.Count - 1);
        _itemIndices.RemoveAt(_itemIndices.Count - 1);
    }

    /// <summary>The index of the item being read, in the innermost item loop.</summary>
    public string ItemIndex => _itemIndices[_itemIndices.Count - 1];

    public void SpaceCheck(string size)
    {
        Writer.OpenBlock($"if (destination.Length - offset < {size})");
        Writer.WriteLine("return -1;");
        Writer.CloseBlock();
    }

    /// <summary>The member whose size is being added, named when the total passes 2 GiB.</summary>
    private string _sizeMember = "null";

    private bool _compressedInScope;

    /// <summary>Adds <paramref name="expression"/> bytes (an int or long) to <c>size</c>; a total over 2 GiB throws naming the member.</summary>
    public void AddSize(string expression) => Writer.WriteLine($"size = {Wire}.AddSize(size, {expression}, {TypeLiteral}, {_sizeMember});");

    /// <summary>Writes a 00/01 presence byte.</summary>
    public void WritePresence(string condition)
    {
        SpaceCheck("1");
        Writer.WriteLine($"{Wire}.WriteBoolean(ref {Wire}.At(destination, offset), 0, {condition});");
        Writer.WriteLine("offset += 1;");
    }

    /// <summary>Reads and validates a presence byte; returns the local that holds it (0 absent, 1 present).</summary>
    public string ReadPresence(string member)
    {
        string present = Temp("present");
        Writer.OpenBlock("if (source.Length - offset < 1)");
        Writer.WriteLine(ReadFailure($"state.Truncated({TypeLiteral}, {member}, offset, 1, 0)"));
        Writer.CloseBlock();
        Writer.WriteLine($"byte {present} = {Wire}.ReadByte(ref {Wire}.At(source, offset), 0);");
        Writer.OpenBlock($"if ({present} > 1)");
        Writer.WriteLine($"{Wire}.ThrowInvalidPresence({TypeLiteral}, {member}, offset, {present});");
        Writer.CloseBlock();
        Writer.WriteLine("offset += 1;");
        return present;
    }

    /// <summary>Reads the presence byte; a 0 sets <paramref name="target"/> to null, and the caller emits the present case.</summary>
    public void OpenPresentElse(string target, string member)
    {
        string present = ReadPresence(member);
        Writer.OpenBlock($"if ({present} == 0)");
        Writer.WriteLine($"{target} = null;");
        Writer.CloseBlock();
    }

    public static string Literal(string text) => Microsoft.CodeAnalysis.CSharp.SymbolDisplay.FormatLiteral(text, quote: true);

    public static string Invariant(long value) => CSharpNames.Invariant(value);

    /// <summary>A byte-array creation for a span parameter: the compiler points it at the assembly's data, with no allocation.</summary>
    public static string ByteSpanLiteral(IEnumerable<byte> bytes)
        => "new byte[] { " + string.Join(", ", bytes.Select(b => "0x" + b.ToString("X2", System.Globalization.CultureInfo.InvariantCulture))) + " }";

    public static string Bool(bool value) => value ? "true" : "false";
}
