namespace Spanwire.Generator.Emitting;

/// <summary>The item loop every one-by-one collection read shares: where it starts, and what a resuming reader keeps.</summary>
internal sealed partial class CollectionEmission
{
    /// <summary>
    /// Declares <paramref name="collection"/> and returns where the items start and the first item to read: 0, with the
    /// collection from <paramref name="allocation"/>, or, when a resuming reader (a non-seekable stream's, a pipe's)
    /// kept this collection from an attempt that ran short inside it, the item it stopped in, with the collection and
    /// <c>offset</c> taken back. A span read pays one test of the state per collection.
    /// </summary>
    internal static ItemLoop OpenItemLoop(Emitter emitter, string collection, string type, string allocation, string member)
    {
        SourceWriter writer = emitter.Writer;
        string itemsStart = emitter.Temp("itemsStart");
        string first = emitter.Temp("first");
        writer.WriteLine($"int {itemsStart} = offset;");
        writer.WriteLine($"{type}? {collection} = null;");
        string resumeAt = emitter.Temp("resumeAt");
        writer.WriteLine($"int {first} = 0;");
        writer.WriteLine($"if (state.Resuming && ({collection} = state.ResumeItems<{type}>({itemsStart}, {emitter.TypeLiteral}, {member}, out {first}, out int {resumeAt})) is not null) offset = {resumeAt};");
        writer.WriteLine($"{collection} ??= {allocation};");
        return new ItemLoop(itemsStart, first);
    }

    /// <summary>
    /// Tells a resuming reader the collection is complete, so that it can keep it (see <c>ItemsRead</c>): its
    /// <paramref name="count"/> items, and where a later attempt continues (<paramref name="resumeAt"/>).
    /// </summary>
    internal static void CloseItemLoop(Emitter emitter, ItemLoop loop, string collection, string count, string resumeAt, string member)
    {
        emitter.Writer.OpenBlock("if (state.Resuming)");
        emitter.Writer.WriteLine($"state.ItemsRead({loop.ItemsStart}, {emitter.TypeLiteral}, {member}, {collection}, {count}, {resumeAt});");
        emitter.Writer.CloseBlock();
    }

    /// <summary>
    /// Opens the branch that reads a fresh collection of class items no larger than its first capacity (the common
    /// case: a PostgreSQL row's columns): an array of exactly the count, filled by a loop bounded by its length, with
    /// no growth, resume or type test per item. In the general loop those cost a three-column row about 3 ns (read
    /// through a union, 42 against 38.5 ns, in one process); an attempt resumed, or a count past the first capacity,
    /// takes the general loop, which a caller emits in the branch after this one.
    /// </summary>
    private void EmitFreshArrayRead(Emitter emitter, string array, string count, int itemMinSize, string member)
    {
        SourceWriter writer = emitter.Writer;
        string elementType = Element.Codec.TypeName;
        string itemsStart = emitter.Temp("itemsStart");
        string fresh = emitter.Temp("fresh");
        string index = emitter.Temp("i");
        string item = emitter.Temp("item");
        writer.OpenBlock($"if (!state.Resuming && {count} > 0 && {Emitter.Wire}.InitialCapacity({count}) == {count})");
        writer.WriteLine($"int {itemsStart} = offset;");
        writer.WriteLine($"var {fresh} = {NewArray(elementType, count)};");
        writer.OpenBlock($"for (int {index} = 0; {index} < {fresh}.Length; {index}++)");
        emitter.EnterItemLoop($"{count} - {index} - 1", index, itemMinSize, itemsStart, member, fresh, ItemStart(emitter, null));
        writer.WriteLine($"{elementType} {item};");
        EmitReadItem(emitter, item, member, null);
        writer.WriteLine($"{fresh}[{index}] = {item};");
        emitter.ExitItemLoop();
        writer.CloseBlock();
        writer.WriteLine($"{array} = {fresh};");
        writer.CloseBlock();
    }

    /// <summary>The offset the current item starts at: the item position, or a local taken before the item is read.</summary>
    internal static string ItemStart(Emitter emitter, string? position)
    {
        if (position is not null)
        {
            return position;
        }

        string itemStart = emitter.Temp("itemStart");
        emitter.Writer.WriteLine($"int {itemStart} = offset;");
        return itemStart;
    }

    internal readonly record struct ItemLoop(string ItemsStart, string First);
}
