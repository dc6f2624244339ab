using System.Linq;
using Spanwire.Generator.Model;

namespace Spanwire.Generator.Emitting;

/// <summary>A collection with no count on the wire: items until a sentinel byte or a longer terminator, or until the frame ends.</summary>
internal sealed class OpenEndedCollectionEmission(OpenEndedCollectionCodec codec) : CodecEmission
{
    private CollectionKind Kind => codec.Kind;

    private Layout Element => codec.Element;

    private EquatableArray<byte>? Sentinel => codec.Sentinel;

    /// <summary>A terminator of several bytes goes to the runtime's span overloads; one byte keeps the byte ones.</summary>
    private bool MultiByte => Sentinel is { Count: > 1 };

    private string TypeName => codec.TypeName;

    /// <summary>The sentinel byte, or the terminator as a span of the assembly's data.</summary>
    private string SentinelLiteral => MultiByte ? Emitter.ByteSpanLiteral(Sentinel!.Value) : $"(byte){Emitter.Invariant(Sentinel is { } one ? one[0] : 0)}";

    /// <summary>The runtime's checks, write and read for the terminator: the byte overloads, or the span ones.</summary>
    private string CheckItem => MultiByte ? "CheckNotTerminator" : "CheckNotSentinel";

    private string WriteEnd => MultiByte ? "WriteConstant" : "WriteSentinel";

    private string ReadEnd => MultiByte ? "TryReadUntilTerminator" : "TryReadUntilSentinel";

    private EquatableArray<LastItem>? Until => codec.Until.Count > 0 ? codec.Until : null;

    private string Name => codec.IsRemainder ? "a remainder list" : "a terminated list";

    /// <summary>Whether <paramref name="item"/> is one that ends a <c>[BinaryUntil]</c> list: it matches any of the list's ends.</summary>
    private static string Ends(string item, EquatableArray<LastItem> until)
        => until.Count == 1 ? Ends(item, until[0]) : "(" + string.Join(" || ", until.Select(last => "(" + Ends(item, last) + ")")) + ")";

    private static string Ends(string item, LastItem last)
    {
        string owner = last.Case is { } unionCase ? $"(({unionCase.TypeName}){item})" : item;
        string test = last.IsBool ? $"{owner}.{last.Member}" : $"(long){owner}.{last.Member} == {Emitter.Invariant(last.Value)}L";
        return last.Case is { } of ? (last.Member.Length == 0 ? $"{item} is {of.TypeName}" : $"({item} is {of.TypeName} && {test})") : test;
    }

    private static string Marker(EquatableArray<LastItem> until) => string.Join(" or ", until.Select(Marker));

    private static string Marker(LastItem last)
    {
        string member = last.Member.Length == 0 ? string.Empty : last.IsBool ? $"{last.Member} set" : $"{last.Member} {Emitter.Invariant(last.Value)}";
        return last.Case is { } of ? (member.Length == 0 ? $"case {of.Name}" : $"case {of.Name} with {member}") : member;
    }

    /// <summary>A <c>[BinaryUntil]</c> list needs its last item: an empty one is refused before anything is written.</summary>
    private void EmitNotEmpty(Emitter emitter, string count, string member, EquatableArray<LastItem> until)
    {
        emitter.Writer.OpenBlock($"if ({count} == 0)");
        emitter.Writer.WriteLine($"{Emitter.Wire}.ThrowInvalid({emitter.TypeLiteral}, {member}, offset, \"the list is empty: it ends with an item with {Marker(until)}.\");");
        emitter.Writer.CloseBlock();
    }

    /// <summary>
    /// After item <paramref name="index"/> is written from <paramref name="start"/> to <paramref name="end"/>: it ends the list exactly when it is
    /// the last, or the list would read back as another. A marker the item's write fills in (a label's length) is judged
    /// as written: the item is read back from its bytes.
    /// </summary>
    private void EmitLastItemCheck(Emitter emitter, string items, string index, string count, string start, string end, string member, EquatableArray<LastItem> until)
    {
        SourceWriter writer = emitter.Writer;
        string item = $"{items}[{index}]";
        if (until.Any(last => last.Held))
        {
            // Read back only an item a held end can be: a union's other cases (a pointer, whose value is elsewhere) are judged as they are.
            string readBack = $"{Element.Codec.TypeName}.Read(destination.Slice({start}, {end} - {start}), out _)";
            string[] heldCases = until.Where(last => last.Held).Select(last => last.Case?.TypeName ?? string.Empty).Distinct().ToArray();
            string written = emitter.Temp("written");
            writer.WriteLine(heldCases.Contains(string.Empty)
                ? $"var {written} = {readBack};"
                : $"var {written} = {string.Join(" || ", heldCases.Select(held => $"{item} is {held}"))} ? {readBack} : {item};");
            item = written;
        }

        writer.OpenBlock($"if (({Ends(item, until)}) != ({index} == {count} - 1))");
        writer.WriteLine($"{Emitter.Wire}.ThrowInvalid({emitter.TypeLiteral}, {member}, {start}, {index} == {count} - 1 ? \"the last item does not end the list: it needs {Marker(until)}.\" : \"an item before the last has {Marker(until)}, which ends the list.\");");
        writer.CloseBlock();
    }

    /// <summary>A null list has no form on the wire here: refused, naming the member, before anything is written.</summary>
    private void EmitNullCheck(Emitter emitter, string items, string member, string offset = "offset")
    {
        emitter.Writer.OpenBlock($"if ({CollectionEmission.IsNull(Kind, items)})");
        emitter.Writer.WriteLine($"{Emitter.Wire}.ThrowInvalid({emitter.TypeLiteral}, {member}, {offset}, \"null cannot be written: {Name} has no null marker.\");");
        emitter.Writer.CloseBlock();
    }

    private string CountOf(string items) => CollectionEmission.CountOf(Kind, items);

    public override void EmitWrite(Emitter emitter, string value, string member)
    {
        SourceWriter writer = emitter.Writer;
        string items = emitter.Temp("items");
        string index = emitter.Temp("i");
        writer.WriteLine($"var {items} = {value};");
        EmitNullCheck(emitter, items, member);
        if (Until is { } until)
        {
            string count = emitter.Temp("count");
            string start = emitter.Temp("start");
            writer.WriteLine($"int {count} = {CountOf(items)};");
            EmitNotEmpty(emitter, count, member, until);
            writer.OpenBlock($"for (int {index} = 0; {index} < {count}; {index}++)");
            writer.WriteLine($"int {start} = offset;");
            emitter.EmitWrite(Element, $"{items}[{index}]", member);
            EmitLastItemCheck(emitter, items, index, count, start, "offset", member, until);
            writer.CloseBlock();
            return;
        }

        writer.OpenBlock($"for (int {index} = 0; {index} < {CountOf(items)}; {index}++)");
        if (Sentinel is null)
        {
            emitter.EmitWrite(Element, $"{items}[{index}]", member);
        }
        else
        {
            string start = emitter.Temp("start");
            writer.WriteLine($"int {start} = offset;");
            emitter.EmitWrite(Element, $"{items}[{index}]", member);
            writer.WriteLine($"{Emitter.Wire}.{CheckItem}(destination, {start}, offset, {SentinelLiteral}, {emitter.TypeLiteral}, {member});");
        }

        writer.CloseBlock();
        if (Sentinel is not null)
        {
            emitter.Advance($"{Emitter.Wire}.{WriteEnd}(destination, offset, {SentinelLiteral})");
        }
    }

    /// <summary>
    /// A remainder or terminated list in parts: null refused first, then (for a remainder) the runtime's loop for items
    /// it has a writer for, else the emitted one; as many items as fit per chunk, with no count on the wire. A terminated
    /// list checks each item against the terminator as it is written, then writes the terminator, in the next chunk if
    /// this one is full.
    /// </summary>
    public override void EmitWritePart(Emitter emitter, string value, string member)
    {
        SourceWriter writer = emitter.Writer;
        string items = emitter.Temp("items");
        writer.WriteLine($"var {items} = {value};");
        EmitNullCheck(emitter, items, member);
        if (Sentinel is not null)
        {
            EmitTerminatedPart(emitter, items, member);
            return;
        }

        if (Until is { } until)
        {
            EmitUntilPart(emitter, items, member, until);
            return;
        }

        CollectionEmission.EmitUncountedItemsPart(emitter, Kind, Element, items, member);
    }

    /// <summary>A <c>[BinaryUntil]</c> list in parts: as many whole items as fit per chunk, each checked as written.</summary>
    private void EmitUntilPart(Emitter emitter, string items, string member, EquatableArray<LastItem> until)
    {
        EmitItemsInParts(emitter, items, member, count => EmitNotEmpty(emitter, count, member, until), (index, count, next) => EmitLastItemCheck(emitter, items, index, count, "offset", next, member, until));
        emitter.Writer.WriteLine("return offset;");
    }

    /// <summary>
    /// Items from where the last chunk stopped (their count taken once, then checked), each written whole or left for the
    /// next chunk, and checked once its bytes (<c>offset</c> to the end given) are in the destination.
    /// </summary>
    private void EmitItemsInParts(Emitter emitter, string items, string member, System.Action<string>? checkCount, System.Action<string, string, string> checkWritten)
    {
        SourceWriter writer = emitter.Writer;
        string writeItem = emitter.ItemWriter(Element, member);
        string count = emitter.Temp("count");
        string index = emitter.Temp("i");
        string next = emitter.Temp("next");
        CollectionEmission.EmitCountOnce(emitter, Kind, items, count, member);
        checkCount?.Invoke(count);
        writer.OpenBlock($"for (int {index} = cursor.Position; {index} < {count}; {index}++)");
        writer.WriteLine($"int {next} = {writeItem}(destination, offset, {items}[{index}]);");
        writer.OpenBlock($"if ({next} < 0)");
        writer.WriteLine($"cursor.Position = {index};");
        writer.WriteLine("cursor.Pending = true;");
        writer.WriteLine("return offset;");
        writer.CloseBlock();
        checkWritten(index, count, next);
        writer.WriteLine($"offset = {next};");
        writer.CloseBlock();
        writer.WriteLine($"cursor.Position = {count};");
    }

    private void EmitTerminatedPart(Emitter emitter, string items, string member)
    {
        SourceWriter writer = emitter.Writer;
        EmitItemsInParts(emitter, items, member, checkCount: null, (_, _, next) => writer.WriteLine($"{Emitter.Wire}.{CheckItem}(destination, offset, {next}, {SentinelLiteral}, {emitter.TypeLiteral}, {member});"));
        string end = emitter.Temp("end");
        writer.WriteLine($"int {end} = {Emitter.Wire}.{WriteEnd}(destination, offset, {SentinelLiteral});");
        writer.OpenBlock($"if ({end} < 0)");
        writer.WriteLine("cursor.Pending = true;");
        writer.WriteLine("return offset;");
        writer.CloseBlock();
        writer.WriteLine($"return {end};");
    }

    /// <summary>
    /// Items into a list a resuming reader (a non-seekable stream's, a pipe's) keeps when the data ends inside it, as for
    /// counted collections: without that, each attempt would read every item again, and such a stream, which cannot be
    /// read past the value, gives each attempt one more item.
    /// </summary>
    public override void EmitRead(Emitter emitter, string target, string member)
    {
        SourceWriter writer = emitter.Writer;
        string elementType = Element.Codec.TypeName;
        string listType = $"global::System.Collections.Generic.List<{elementType}>";
        string list = emitter.Temp("list");
        string index = emitter.Temp("i");
        string item = emitter.Temp("item");
        CollectionEmission.ItemLoop loop = CollectionEmission.OpenItemLoop(emitter, list, listType, $"new {listType}()", member);
        if (Until is { } last)
        {
            // A resumed read that kept the whole list (it ran short after it) has its last item already: nothing follows.
            string done = emitter.Temp("done");
            writer.WriteLine($"bool {done} = {loop.First} > 0 && {Ends($"{list}[{loop.First} - 1]", last)};");
            writer.OpenBlock($"for (int {index} = {loop.First}; !{done}; {index}++)");
        }
        else
        {
            writer.OpenBlock($"for (int {index} = {loop.First}; ; {index}++)");
        }

        // How many items follow is not known: a shortfall reports none after this one.
        string itemStart = CollectionEmission.ItemStart(emitter, position: null);
        emitter.EnterItemLoop("0", index, 1, loop.ItemsStart, member, list, itemStart);
        if (codec.IsRemainder)
        {
            writer.OpenBlock("if (offset >= source.Length)");
            writer.WriteLine("break;");
            writer.CloseBlock();
        }
        else if (Sentinel is not null)
        {
            string more = emitter.Temp("more");
            emitter.ReturnFalseUnless($"{Emitter.Wire}.{ReadEnd}(source, ref offset, ref state, {emitter.TypeLiteral}, {member}, {SentinelLiteral}, out bool {more})");
            writer.OpenBlock($"if (!{more})");
            writer.WriteLine("break;");
            writer.CloseBlock();
        }

        writer.WriteLine($"{elementType} {item};");
        emitter.EmitRead(Element, item, member);
        if (codec.IsRemainder)
        {
            // Items that take no bytes would never reach the frame's end.
            writer.WriteLine($"{Emitter.Wire}.CheckItemProgress({itemStart}, offset, {emitter.TypeLiteral}, {member});");
        }

        emitter.ExitItemLoop();
        writer.WriteLine($"{list}.Add({item});");
        if (Until is { } until)
        {
            // The item that ends the list is its last.
            writer.OpenBlock($"if ({Ends(item, until)})");
            writer.WriteLine("break;");
            writer.CloseBlock();
        }

        writer.CloseBlock();

        // A later attempt that takes the complete list back continues at its end: the terminator, the bytes before the offset.
        CollectionEmission.CloseItemLoop(emitter, loop, list, $"{list}.Count", Sentinel is { } end ? $"offset - {Emitter.Invariant(end.Count)}" : "offset", member);
        writer.WriteLine($"{target} = {Kind switch
        {
            CollectionKind.List => list,
            CollectionKind.ImmutableArray => $"global::System.Collections.Immutable.ImmutableArray.CreateRange({list})",
            _ => $"{list}.ToArray()",
        }};");
    }

    public override void EmitSize(Emitter emitter, string value, string member)
    {
        string items = emitter.Temp("items");
        string index = emitter.Temp("i");
        emitter.Writer.WriteLine($"var {items} = {value};");
        EmitNullCheck(emitter, items, member, "-1");
        emitter.Writer.OpenBlock($"for (int {index} = 0; {index} < {CountOf(items)}; {index}++)");
        emitter.EmitSize(Element, $"{items}[{index}]", member);
        emitter.Writer.CloseBlock();
        if (Sentinel is { } terminator)
        {
            emitter.AddSize(Emitter.Invariant(terminator.Count));
        }
    }
}
