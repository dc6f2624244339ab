using Spanwire.Generator.Model;

namespace Spanwire.Generator.Emitting;

/// <summary>
/// An array, list, read-only list or immutable array: items that are plain numbers convert in one vectorized pass;
/// the count is read once and bounds every loop.
/// </summary>
internal sealed partial class CollectionEmission(CollectionCodec codec) : CodecEmission
{
    private CollectionKind Kind => codec.Kind;

    private Layout Element => codec.Element;

    private CountEmission Count => CountEmission.For(codec.Count);

    private string TypeName => codec.TypeName;

    /// <summary>Items of one fixed width with nothing around them: stored and loaded in one loop after one bounds check.</summary>
    private FixedItem? FixedElement => Element.IsFixedWidth ? new FixedItem(CodecEmission.For(Element.Codec), Element.Codec.FixedWidth) : null;

    public override void EmitWrite(Emitter emitter, string value, string member)
    {
        SourceWriter writer = emitter.Writer;
        string items = emitter.Temp("items");
        writer.WriteLine($"var {items} = {value};");
        Count.EmitWriteCheck(emitter, items, member);
        writer.OpenBlock($"if ({IsNull(items)})");
        Count.EmitWrite(emitter, $"{Emitter.Wire}.NullLength", member);
        writer.CloseBlock();
        writer.OpenBlock("else");
        if (BulkElement(Element) is { } bulk && BulkSpan(emitter, items) is { } spanExpression)
        {
            EmitWriteBulk(emitter, spanExpression, bulk, member);
            writer.CloseBlock();
            return;
        }

        string count = emitter.Temp("count");
        items = DeclareLoopItems(emitter, items, count);

        Count.EmitWrite(emitter, count, member);
        string index = emitter.Temp("i");
        if (FixedElement is { } fixedItem)
        {
            string bytes = $"{count} * {Emitter.Invariant(fixedItem.Size)}";
            writer.OpenBlock($"if ((long){bytes} > destination.Length - offset)");
            writer.WriteLine("return -1;");
            writer.CloseBlock();
            string start = emitter.Temp("run");
            writer.WriteLine($"ref byte {start} = ref {Emitter.Wire}.At(destination, offset);");
            writer.OpenBlock($"for (int {index} = 0; {index} < {count}; {index}++)");
            fixedItem.Emission.EmitWriteCheck(emitter, $"{items}[{index}]", member);
            writer.WriteLine(fixedItem.Emission.WriteAt(start, $"{index} * {Emitter.Invariant(fixedItem.Size)}", $"{items}[{index}]"));
            writer.CloseBlock();
            writer.WriteLine($"offset += {bytes};");
        }
        else
        {
            writer.OpenBlock($"for (int {index} = 0; {index} < {count}; {index}++)");
            emitter.EmitWrite(Element, $"{items}[{index}]", member);
            writer.CloseBlock();
        }

        writer.CloseBlock();
    }

    /// <summary>Writes the count from the span itself, then copies and byte-swaps it in one vectorized pass.</summary>
    private void EmitWriteBulk(Emitter emitter, string spanExpression, Bulk bulk, string member)
    {
        SourceWriter writer = emitter.Writer;
        string span = emitter.Temp("span");
        writer.WriteLine($"global::System.ReadOnlySpan<{Element.Codec.TypeName}> {span} = {spanExpression};");
        Count.EmitWrite(emitter, $"{span}.Length", member);
        string bytes = bulk.ItemSize == 1 ? $"{span}.Length" : $"{span}.Length * {Emitter.Invariant(bulk.ItemSize)}";
        writer.OpenBlock($"if ((long){bytes} > destination.Length - offset)");
        writer.WriteLine("return -1;");
        writer.CloseBlock();
        EmitWriteBulkItems(emitter, span, bytes, bulk);
    }

    /// <summary>Copies and byte-swaps the items of <paramref name="span"/> (<paramref name="bytes"/> on the wire) at <c>offset</c>, in one vectorized pass.</summary>
    private void EmitWriteBulkItems(Emitter emitter, string span, string bytes, Bulk bulk)
    {
        string values = bulk.Reinterpreted
            ? $"global::System.Runtime.InteropServices.MemoryMarshal.Cast<{Element.Codec.TypeName}, {WireMethods.Keyword(bulk.Primitive)}>({span})"
            : span;
        emitter.Writer.WriteLine(bulk.PrimitiveSize == 1
            ? $"global::System.Runtime.InteropServices.MemoryMarshal.AsBytes({values}).CopyTo(destination.Slice(offset));"
            : $"{Emitter.Wire}.{(bulk.LittleEndian ? "WriteLittleEndian" : "WriteBigEndian")}({values}, destination.Slice(offset, {bytes}));");
        emitter.Writer.WriteLine($"offset += {bytes};");
    }

    /// <summary>
    /// The count whole, then as many items as fit per chunk: numbers in one swap per chunk, other items whole each
    /// (a nested item larger than the room left is written in parts of its own).
    /// </summary>
    public override void EmitWritePart(Emitter emitter, string value, string member)
    {
        SourceWriter writer = emitter.Writer;
        string items = emitter.Temp("items");
        writer.WriteLine($"var {items} = {value};");
        if (codec.Count is PrefixedCount prefixed && RuntimePartCall(emitter, Kind, Element, items, prefixed.Prefix, member) is { } call)
        {
            writer.WriteLine($"return {call};");
            return;
        }

        writer.OpenBlock("if (cursor.Part == 0)");
        Count.EmitWriteCheck(emitter, items, member);
        writer.OpenBlock($"if ({IsNull(items)})");
        Count.EmitWrite(emitter, $"{Emitter.Wire}.NullLength", member);
        writer.WriteLine("return offset;");
        writer.CloseBlock();
        string written = emitter.Temp("count");
        writer.WriteLine($"int {written} = {CountOf(items)};");
        Count.EmitWrite(emitter, written, member);
        writer.WriteLine($"cursor.Length = {written};");
        writer.WriteLine("cursor.Part = 1;");
        writer.CloseBlock();

        // The items of later chunks are the ones the count announced: a collection resized in between throws.
        string count = emitter.Temp("count");
        writer.WriteLine($"int {count} = {Emitter.Wire}.CheckCount(cursor.Length, {CountOf(items)}, {emitter.TypeLiteral}, {member});");
        if (BulkElement(Element) is { } bulk && BulkSpan(emitter, items) is { } spanExpression)
        {
            string span = emitter.Temp("span");
            string start = emitter.Temp("start");
            string take = emitter.Temp("take");
            writer.WriteLine($"global::System.ReadOnlySpan<{Element.Codec.TypeName}> {span} = {spanExpression};");
            writer.WriteLine($"int {start} = cursor.Position;");
            writer.WriteLine($"int {take} = cursor.Take({count}, destination.Length - offset, {Emitter.Invariant(bulk.ItemSize)});");
            EmitWriteBulkItems(emitter, $"{span}.Slice({start}, {take})", $"{take} * {Emitter.Invariant(bulk.ItemSize)}", bulk);
            writer.WriteLine("return offset;");
            return;
        }

        EmitItemsPartLoop(emitter, Element, items, count, member);
    }

    /// <summary>
    /// The items of a collection with no count of its own on the wire (a remainder, a byte-counted list), in parts: the
    /// runtime's loop for items it has a writer for, else the emitted one; counted once at the first part, so a
    /// collection resized between chunks throws.
    /// </summary>
    internal static void EmitUncountedItemsPart(Emitter emitter, CollectionKind kind, Layout element, string items, string member)
    {
        SourceWriter writer = emitter.Writer;
        if (RuntimePartCall(emitter, kind, element, items, prefix: null, member) is { } call)
        {
            writer.WriteLine($"return {call};");
            return;
        }

        string count = emitter.Temp("count");
        EmitCountOnce(emitter, kind, items, count, member);
        EmitItemsPartLoop(emitter, element, items, count, member);
    }

    /// <summary>
    /// Declares <paramref name="count"/>: the items counted at the first part, and checked against the collection at
    /// each later one, so a collection resized between chunks throws.
    /// </summary>
    internal static void EmitCountOnce(Emitter emitter, CollectionKind kind, string items, string count, string member)
    {
        SourceWriter writer = emitter.Writer;
        writer.OpenBlock("if (cursor.Part == 0)");
        writer.WriteLine($"cursor.Length = {CountOf(kind, items)};");
        writer.WriteLine("cursor.Part = 1;");
        writer.CloseBlock();
        writer.WriteLine($"int {count} = {Emitter.Wire}.CheckCount(cursor.Length, {CountOf(kind, items)}, {emitter.TypeLiteral}, {member});");
    }

    /// <summary>
    /// The emitted loop over <paramref name="count"/> items whose layout has no runtime writer: each item is tried whole;
    /// one that does not fit the room left waits for the next chunk, or, if it streams itself (text, bytes, a nested
    /// value), is written in parts in a frame of its own.
    /// </summary>
    internal static void EmitItemsPartLoop(Emitter emitter, Layout element, string items, string count, string member)
    {
        SourceWriter writer = emitter.Writer;
        string writeItem = emitter.ItemWriter(element, member);
        bool streams = element.Wrappers.Count == 0 && element.Codec.WritesInParts;
        string index = emitter.Temp("i");
        string next = emitter.Temp("next");
        writer.OpenBlock($"for (int {index} = cursor.Position; {index} < {count}; {index}++)");
        writer.OpenBlock(streams ? "if (cursor.Part == 1)" : null);
        writer.WriteLine($"int {next} = {writeItem}(destination, offset, {items}[{index}]);");
        writer.OpenBlock($"if ({next} >= 0)");
        writer.WriteLine($"offset = {next};");
        writer.WriteLine("continue;");
        writer.CloseBlock();
        writer.WriteLine($"cursor.Position = {index};");
        if (!streams)
        {
            writer.WriteLine("cursor.Pending = true;");
            writer.WriteLine("return offset;");
            writer.CloseBlock();
        }
        else
        {
            writer.WriteLine("cursor.Part = 2;");
            writer.CloseBlock();
            writer.WriteLine("cursor.Enter();");
            writer.WriteLine($"offset = cursor.ExitItem({emitter.ItemPartWriter(element, member)}(destination, offset, {items}[{index}], ref cursor), offset);");
            writer.OpenBlock("if (!cursor.Finished)");
            writer.WriteLine("cursor.Pending = true;");
            writer.WriteLine("return offset;");
            writer.CloseBlock();
            writer.WriteLine("cursor.Part = 1;");
        }

        writer.CloseBlock();
        writer.WriteLine("return offset;");
    }

    /// <summary>
    /// The runtime's loop for a collection over a span whose items are numbers, UTF-8 strings, byte arrays or generated
    /// types that stream: the same for every type, so it is called, not emitted. <paramref name="prefix"/> is the count's
    /// prefix, or null for a remainder (no count on the wire). Null for other layouts.
    /// </summary>
    internal static string? RuntimePartCall(Emitter emitter, CollectionKind kind, Layout element, string items, LengthPrefix? prefix, string member)
    {
        if (BulkSpan(emitter, kind, element, items) is not { } span)
        {
            return null;
        }

        string elementType = element.Codec.TypeName;
        string count = prefix is { } counted ? Prefixes.Name(counted) : "null";
        string names = $"{emitter.TypeLiteral}, {member}";
        if (BulkElement(element) is { } bulk)
        {
            return $"{Emitter.Wire}.WriteNumbersPart<{elementType}>(destination, offset, {span}, {IsNull(kind, items)}, {Emitter.Invariant(bulk.PrimitiveSize)}, {Emitter.Bool(!bulk.LittleEndian)}, {count}, ref cursor, {names})";
        }

        (string Type, string Arguments)? writer = element switch
        {
            { Wrappers.Count: > 0 } => null,
            { Codec: StringCodec { Encoding: StringEncoding.Utf8 } text } => (Infrastructure + "StringItems", $"{Prefixes.Name(text.Prefix)}, {names}"),
            { Codec: BytesCodec { Kind: BytesKind.Array } bytes } => (Infrastructure + "ByteArrayItems", $"{Prefixes.Name(bytes.Prefix)}, {names}"),
            { Codec: NestedCodec { Chunks: true, NotNull: false } nested }
                => ($"{Infrastructure}{(nested.IsValueType ? "StructItems" : "ClassItems")}<{elementType.TrimEnd('?')}>", string.Empty),
            _ => null,
        };
        return writer is { } item
            ? $"{Emitter.Wire}.WriteItemsPart<{elementType}, {item.Type}>(destination, offset, {span}, {IsNull(kind, items)}, {count}, new {item.Type}({item.Arguments}), ref cursor, {names})"
            : null;
    }

    private const string Infrastructure = "global::Spanwire.Infrastructure.";

    public override void EmitRead(Emitter emitter, string target, string member)
    {
        SourceWriter writer = emitter.Writer;
        string count = emitter.Temp("count");
        // Every item takes at least a byte for the count bound, so a hostile count is refused before anything is allocated;
        // items counted by a holder list already read may take none (SQLite's NULLs), and a read must not await bytes for them.
        int itemMinSize = codec.Count is HolderItemsCount ? Element.Codec.MinSize : System.Math.Max(1, Element.Codec.MinSize);
        Count.EmitRead(emitter, count, itemMinSize, member);
        writer.OpenBlock($"if ({count} < 0)");
        writer.WriteLine($"{target} = default;");
        writer.CloseBlock();
        writer.OpenBlock("else");
        // A traced read (spanwire inspect) takes generated items one by one, so that each reports its place.
        bool traced = emitter.Capabilities.ReadTrace && Element.Codec is NestedCodec;
        Bulk? bulk = traced ? null : BulkElement(Element);
        FixedItem? fixedElement = traced ? null : FixedElement;
        string elementType = Element.Codec.TypeName;
        if (Kind == CollectionKind.List)
        {
            string list = emitter.Temp("list");
            if (bulk is { } listBulk && emitter.Capabilities.CollectionsMarshal)
            {
                writer.WriteLine($"var {list} = new {TypeName}({count});");
                writer.WriteLine($"global::System.Runtime.InteropServices.CollectionsMarshal.SetCount({list}, {count});");
                EmitReadBulk(emitter, $"global::System.Runtime.InteropServices.CollectionsMarshal.AsSpan({list})", count, listBulk);
            }
            else
            {
                // Items decoded one by one grow the list as they arrive, so a hostile count costs only what decodes;
                // fixed-size structs, whose count was checked against all their bytes, get it as the capacity.
                string index = emitter.Temp("i");
                string item = emitter.Temp("item");
                ItemLoop loop = OpenItemLoop(emitter, list, TypeName, $"new {TypeName}({(ItemsCheckedWithCount ? count : $"{Emitter.Wire}.InitialCapacity({count})")})", member);
                ItemRun? run = OpenItemRun(emitter, TypeName, list: true);
                string? position = run?.Position;
                writer.OpenBlock($"for (int {index} = {loop.First}; {index} < {count}; {index}++)");
                EmitRunCall(emitter, run, list, index, count);
                writer.WriteLine($"{elementType} {item};");
                emitter.EnterItemLoop($"{count} - {index} - 1", index, itemMinSize, loop.ItemsStart, member, list, ItemStart(emitter, position));
                EmitReadItem(emitter, item, member, position);
                emitter.ExitItemLoop();
                writer.WriteLine($"{list}.Add({item});");
                writer.CloseBlock();
                CloseItemPosition(emitter, position);
                CloseItemLoop(emitter, loop, list, count, "offset", member);
            }

            writer.WriteLine($"{target} = {list};");
        }
        else
        {
            string array = emitter.Temp("array");
            bool oneByOne = bulk is null && fixedElement is null && !ItemsCheckedWithCount;
            string capacity = oneByOne ? $"{Emitter.Wire}.InitialCapacity({count})" : count;
            // A bulk read overwrites every element, so its array need not be zeroed first.
            string allocation = $"{count} == 0 ? global::System.Array.Empty<{elementType}>() : {(bulk is not null ? $"{Emitter.Wire}.NewBulkArray<{elementType}>({capacity})" : NewArray(elementType, capacity))}";
            if (bulk is not null || fixedElement is not null)
            {
                writer.WriteLine($"var {array} = {allocation};");
            }

            if (bulk is { } arrayBulk)
            {
                EmitReadBulk(emitter, $"new global::System.Span<{elementType}>({array})", count, arrayBulk);
            }
            else if (fixedElement is { } fixedItem)
            {
                string size = Emitter.Invariant(fixedItem.Size);
                string start = emitter.Temp("run");
                string index = emitter.Temp("i");
                string itemOffset = $"offset + ({index} * {size})";
                writer.WriteLine($"ref byte {start} = ref {Emitter.Wire}.At(source, offset);");
                writer.OpenBlock($"for (int {index} = 0; {index} < {count}; {index}++)");
                writer.WriteLine($"{array}[{index}] = {fixedItem.Emission.ReadAt(emitter, start, $"{index} * {size}", itemOffset, member)};");
                fixedItem.Emission.EmitReadCheck(emitter, $"{array}[{index}]", member, itemOffset);
                writer.CloseBlock();
                writer.WriteLine($"offset += {count} * {size};");
            }
            else
            {
                bool fastLoop = oneByOne && ElementIsClass && !HasItemRun(emitter);
                string general = array;
                if (fastLoop)
                {
                    general = emitter.Temp("array");
                    writer.WriteLine($"{elementType}[] {array};");
                    EmitFreshArrayRead(emitter, array, count, itemMinSize, member);
                    writer.OpenBlock("else");
                }

                // Items decoded one by one: the array doubles as they arrive (and ends exactly at the count), so a
                // hostile count costs memory only for the items that actually decode. Fixed-size structs are already
                // allocated at their count.
                string index = emitter.Temp("i");
                ItemLoop loop = OpenItemLoop(emitter, general, $"{elementType}[]", allocation, member);
                ItemRun? run = OpenItemRun(emitter, $"{elementType}[]", list: false);
                string? position = run?.Position;
                writer.OpenBlock($"for (int {index} = {loop.First}; {index} < {count}; {index}++)");
                if (oneByOne)
                {
                    writer.OpenBlock($"if ({index} == {general}.Length)");
                    writer.WriteLine($"{general} = {Emitter.Wire}.Grow({general}, {count});");
                    writer.CloseBlock();
                }

                // A growing array ends at the count, so its length bounds the run.
                EmitRunCall(emitter, run, general, index, $"{general}.Length");

                emitter.EnterItemLoop($"{count} - {index} - 1", index, itemMinSize, loop.ItemsStart, member, general, ItemStart(emitter, position));
                if (position is null && ElementIsClass)
                {
                    // Into a local, then stored through a span: a reference read through `out array[i]` takes the
                    // element's address, and `array[i] = item` checks the item's type, each a helper call per item.
                    string item = emitter.Temp("item");
                    writer.WriteLine($"{elementType} {item};");
                    EmitReadItem(emitter, item, member, position);
                    writer.WriteLine($"{Emitter.Wire}.StoreItem({general}, {index}, {item});");
                }
                else
                {
                    EmitReadItem(emitter, $"{general}[{index}]", member, position);
                }

                emitter.ExitItemLoop();
                writer.CloseBlock();
                CloseItemPosition(emitter, position);
                CloseItemLoop(emitter, loop, general, count, "offset", member);
                if (fastLoop)
                {
                    writer.WriteLine($"{array} = {general};");
                    writer.CloseBlock();
                }
            }

            writer.WriteLine($"{target} = {WrapArray(emitter, array)};");
        }

        writer.CloseBlock();
    }

    /// <summary>
    /// Items of a fixed-size struct: the count was checked against their bytes before anything was allocated (as for
    /// scalars), so the collection is allocated at its count instead of growing as items decode.
    /// </summary>
    /// <summary>Items of a class type (byte arrays, strings, nested classes) with no wrappers.</summary>
    private bool ElementIsClass => Element.Wrappers.Count == 0 && Element.Codec is BytesCodec { Kind: BytesKind.Array } or StringCodec or NullTerminatedCodec or NestedCodec { IsValueType: false };

    private bool ItemsCheckedWithCount => Element.Wrappers.Count == 0 && Element.Codec is NestedCodec { IsValueType: true, FixedSize: > 0 };

    /// <summary>
    /// Items of a generated fixed-size type (nothing around them) are read at a local position, in runs by a local
    /// function (see <see cref="NestedCodec.EmitRunReader"/>); the item a run stops at is read by the member read.
    /// </summary>
    private readonly record struct ItemRun(string Position, string Reader, int Stride);

    /// <summary>Whether items are of a generated fixed-size type, read in runs (see <see cref="OpenItemRun"/>).</summary>
    private bool HasItemRun(Emitter emitter)
        => Element.Wrappers.Count == 0 && Element.Codec is NestedCodec { FixedSize: > 0 } && !emitter.Capabilities.ReadTrace;

    /// <summary>Declares the position and the run reader for items of a generated fixed-size type; null for other items.</summary>
    private ItemRun? OpenItemRun(Emitter emitter, string collectionType, bool list)
    {
        if (!HasItemRun(emitter))
        {
            return null;
        }

        var nested = (NestedCodec)Element.Codec;

        string reader = new NestedEmission(nested).EmitRunReader(emitter, collectionType, list);
        string position = emitter.Temp("position");
        emitter.Writer.WriteLine($"int {position} = offset;");
        return new ItemRun(position, reader, nested.ItemStride);
    }

    /// <summary>Reads the run of whole present items from item <paramref name="index"/>, then goes on after it.</summary>
    private static void EmitRunCall(Emitter emitter, ItemRun? run, string collection, string index, string end)
    {
        if (run is not { } itemRun)
        {
            return;
        }

        SourceWriter writer = emitter.Writer;
        string read = emitter.Temp("read");
        writer.WriteLine($"int {read} = {itemRun.Reader}(source, {itemRun.Position}, {collection}, {index}, {end});");
        writer.OpenBlock($"if ({read} > 0)");
        writer.WriteLine($"{index} += {read} - 1;");
        writer.WriteLine($"{itemRun.Position} += {read} * {Emitter.Invariant(itemRun.Stride)};");
        writer.WriteLine("continue;");
        writer.CloseBlock();
    }

    private void EmitReadItem(Emitter emitter, string target, string member, string? position)
    {
        if (position is null)
        {
            emitter.EmitRead(Element, target, member);
        }
        else
        {
            new NestedEmission((NestedCodec)Element.Codec).EmitItemAfterRun(emitter, target, member, position);
        }
    }

    private static void CloseItemPosition(Emitter emitter, string? position)
    {
        if (position is not null)
        {
            emitter.Writer.WriteLine($"offset = {position};");
        }
    }

    /// <summary>Swaps bytes from the source straight into the new collection's storage.</summary>
    private void EmitReadBulk(Emitter emitter, string destinationSpan, string count, Bulk bulk)
    {
        bool bytewise = bulk.PrimitiveSize == 1;
        string bytes = bulk.ItemSize == 1 ? count : $"{count} * {Emitter.Invariant(bulk.ItemSize)}";
        string target = bytewise ? "byte" : WireMethods.Keyword(bulk.Primitive);
        string destination = bulk.Reinterpreted || bytewise
            ? $"global::System.Runtime.InteropServices.MemoryMarshal.Cast<{Element.Codec.TypeName}, {target}>({destinationSpan})"
            : destinationSpan;
        emitter.Writer.WriteLine(bytewise
            ? $"source.Slice(offset, {bytes}).CopyTo({destination});"
            : $"{Emitter.Wire}.{(bulk.LittleEndian ? "ReadLittleEndian" : "ReadBigEndian")}(source.Slice(offset, {bytes}), {destination});");
        emitter.Writer.WriteLine($"offset += {bytes};");
    }

    public override void EmitSize(Emitter emitter, string value, string member)
    {
        SourceWriter writer = emitter.Writer;
        string items = emitter.Temp("items");
        writer.WriteLine($"var {items} = {value};");
        Count.EmitSize(emitter, $"{IsNull(items)} ? -1 : {CountOf(items)}");
        writer.OpenBlock($"if ({(Kind == CollectionKind.ImmutableArray ? $"!{items}.IsDefault" : $"{items} is not null")})");
        if (FixedElement is { } fixedItem)
        {
            emitter.AddSize($"(long){CountOf(items)} * {Emitter.Invariant(fixedItem.Size)}");
        }
        else
        {
            string count = emitter.Temp("count");
            items = DeclareLoopItems(emitter, items, count);
            string index = emitter.Temp("i");
            writer.OpenBlock($"for (int {index} = 0; {index} < {count}; {index}++)");
            emitter.EmitSize(Element, $"{items}[{index}]", member);
            writer.CloseBlock();
        }

        writer.CloseBlock();
    }

    /// <summary>
    /// Declares <c>int <paramref name="count"/></c> for a loop over the items and returns what the loop indexes. A list
    /// is walked as a span where the framework offers one: no per-item bounds checks against the list's count and array,
    /// and the span, taken once, cannot move if another thread resizes the list.
    /// </summary>
    private string DeclareLoopItems(Emitter emitter, string items, string count)
    {
        if (Kind == CollectionKind.List && emitter.Capabilities.CollectionsMarshal)
        {
            string span = emitter.Temp("span");
            emitter.Writer.WriteLine($"global::System.ReadOnlySpan<{Element.Codec.TypeName}> {span} = global::System.Runtime.InteropServices.CollectionsMarshal.AsSpan({items});");
            emitter.Writer.WriteLine($"int {count} = {span}.Length;");
            return span;
        }

        emitter.Writer.WriteLine($"int {count} = {CountOf(items)};");
        return items;
    }

    /// <summary>Items whose memory is numbers in wire order: plain scalars, or structs of one repeated number.</summary>
    private readonly record struct FixedItem(CodecEmission Emission, int Size);

    private readonly record struct Bulk(ScalarKind Primitive, int PrimitiveSize, int ItemSize, bool LittleEndian, bool Reinterpreted);

    private static Bulk? BulkElement(Layout element) => element switch
    {
        { Wrappers.Count: 0, Codec: ScalarCodec { IsBulk: true } scalar } => new Bulk(scalar.Kind, scalar.Size, scalar.Size, scalar.LittleEndian, scalar.IsEnum),
        { Wrappers.Count: 0, Codec: NestedCodec { BulkPrimitive: { } primitive } nested } => new Bulk(
            primitive, ScalarCodec.SizeOf(primitive), ScalarCodec.SizeOf(primitive) * nested.BulkCount, false, true),
        _ => null,
    };

    /// <summary>A span over the collection's storage without copying, where the framework offers one.</summary>
    private string? BulkSpan(Emitter emitter, string items) => BulkSpan(emitter, Kind, Element, items);

    private static string? BulkSpan(Emitter emitter, CollectionKind kind, Layout element, string items) => kind switch
    {
        CollectionKind.Array => $"new global::System.ReadOnlySpan<{element.Codec.TypeName}>({items})",
        CollectionKind.List when emitter.Capabilities.CollectionsMarshal => $"global::System.Runtime.InteropServices.CollectionsMarshal.AsSpan({items})",
        CollectionKind.ImmutableArray when emitter.Capabilities.ImmutableCollectionsMarshal
            => $"new global::System.ReadOnlySpan<{element.Codec.TypeName}>(global::System.Runtime.InteropServices.ImmutableCollectionsMarshal.AsArray({items}))",
        _ => null,
    };

    private string WrapArray(Emitter emitter, string array)
    {
        if (Kind != CollectionKind.ImmutableArray)
        {
            return array;
        }

        return emitter.Capabilities.ImmutableCollectionsMarshal
            ? $"global::System.Runtime.InteropServices.ImmutableCollectionsMarshal.AsImmutableArray({array})"
            : $"global::System.Collections.Immutable.ImmutableArray.Create({array})";
    }

    public string IsNull(string items) => IsNull(Kind, items);

    public string CountOf(string items) => CountOf(Kind, items);

    /// <summary>Whether a collection of <paramref name="kind"/> is null (a default immutable array): shared with the open-ended collections.</summary>
    public static string IsNull(CollectionKind kind, string items) => kind == CollectionKind.ImmutableArray ? $"{items}.IsDefault" : $"{items} is null";

    public static string CountOf(CollectionKind kind, string items) => kind is CollectionKind.List or CollectionKind.ReadOnlyList ? $"{items}.Count" : $"{items}.Length";

    /// <summary><c>new T[count]</c>, placing the count before any array ranks of a jagged element type.</summary>
    private static string NewArray(string elementType, string count)
    {
        int depth = 0;
        for (int i = 0; i < elementType.Length; i++)
        {
            char c = elementType[i];
            if (c == '<')
            {
                depth++;
            }
            else if (c == '>')
            {
                depth--;
            }
            else if (c == '[' && depth == 0)
            {
                return $"new {elementType.Substring(0, i)}[{count}]{elementType.Substring(i)}";
            }
        }

        return $"new {elementType}[{count}]";
    }
}
