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
