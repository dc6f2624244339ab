using Spanwire.Generator.Model;

namespace Spanwire.Generator.Emitting;

/// <summary>Another <c>[BinarySerializable]</c> type: a struct is its body, a class a presence byte and then its body.</summary>
internal sealed class NestedEmission(NestedCodec codec) : CodecEmission
{
    private bool IsValueType => codec.IsValueType;

    private bool NotNull => codec.NotNull;

    private bool HasPresence => codec.HasPresence;

    private int ItemStride => codec.ItemStride;

    private string TypeName => codec.TypeName;

    /// <summary>The nested type's little-endian methods when it follows this member's order and that order is little-endian.</summary>
    private string Suffix => codec.LittleEndian ? Emitter.LittleEndianSuffix : string.Empty;

    /// <summary>The arguments its type's parameters take, or nothing.</summary>
    private string Pass(Emitter emitter, bool write) => ParameterEmission.Pass(emitter, codec.Arguments, write);

    public override void EmitWrite(Emitter emitter, string value, string member)
    {
        if (IsValueType)
        {
            emitter.Advance($"{value}.TryWriteCore{Suffix}(destination, offset{Pass(emitter, write: true)})");
            return;
        }

        if (NotNull)
        {
            emitter.Advance($"{Emitter.Wire}.NotNull({value}, {emitter.TypeLiteral}, {member}).TryWriteCore{Suffix}(destination, offset{Pass(emitter, write: true)})");
            return;
        }

        string item = emitter.Temp("item");
        emitter.Writer.WriteLine($"var {item} = {value};");
        emitter.WritePresence($"{item} is not null");
        emitter.Writer.OpenBlock($"if ({item} is not null)");
        emitter.Advance($"{item}.TryWriteCore{Suffix}(destination, offset{Pass(emitter, write: true)})");
        emitter.Writer.CloseBlock();
    }

    /// <summary>The presence byte (for a class that has one) whole, then the nested value's own chunks.</summary>
    public override void EmitWritePart(Emitter emitter, string value, string member)
    {
        string item = emitter.Temp("item");
        SourceWriter writer = emitter.Writer;
        writer.WriteLine($"var {item} = {(NotNull ? $"{Emitter.Wire}.NotNull({value}, {emitter.TypeLiteral}, {member})" : value)};");
        writer.OpenBlock("if (cursor.Part == 0)");
        if (HasPresence)
        {
            emitter.WritePresence($"{item} is not null");
            writer.OpenBlock($"if ({item} is null)");
            writer.WriteLine("return offset;");
            writer.CloseBlock();
        }

        writer.WriteLine("cursor.Part = 1;");
        writer.CloseBlock();

        // What fits of the nested value, in a frame of its own on the cursor; the step is pending until it is done.
        writer.WriteLine($"offset += {item}.WriteChunk{Suffix}(destination.Slice(offset), ref cursor);");
        writer.WriteLine("cursor.Pending = !cursor.Finished;");
        writer.WriteLine("return offset;");
    }

    public override void EmitRead(Emitter emitter, string target, string member)
    {
        if (!HasPresence)
        {
            emitter.ReturnFalseUnless($"{TypeName.TrimEnd('?')}.TryReadCore{Suffix}(source, ref offset, ref state{Pass(emitter, write: false)}, out {target})");
            return;
        }

        emitter.OpenPresentElse(target, member);
        emitter.Writer.OpenBlock($"else if (!{TypeName.TrimEnd('?')}.TryReadCore{Suffix}(source, ref offset, ref state{Pass(emitter, write: false)}, out {target}))");
        emitter.Writer.WriteLine(emitter.ReadFailure());
        emitter.Writer.CloseBlock();
    }

    /// <summary>
    /// Declares a static local function, <c>int name(source, position, collection, index, end)</c>, that reads the run of
    /// present, whole fixed-size items from <c>position</c> into <c>collection</c> (a list it adds to, or an array it
    /// stores into from <c>index</c>) up to index <c>end</c>, and returns how many it read. It is its own
    /// method so that its loop holds only the source, the position, the count, the limit and the collection, all in
    /// registers across the allocation and the store; the caller's read state and failure paths stay out of it.
    /// </summary>
    public string EmitRunReader(Emitter emitter, string collectionType, bool list)
    {
        SourceWriter writer = emitter.Writer;
        string name = emitter.Temp("readRun");
        string stride = Emitter.Invariant(ItemStride);
        writer.WriteLine(Emitter.NoInlining);
        writer.OpenBlock($"static int {name}(global::System.ReadOnlySpan<byte> source, int position, {collectionType} collection, int index, int end)");
        writer.WriteLine($"int whole = global::System.Math.Min(end - index, (source.Length - position) / {stride});");
        writer.WriteLine("int read = 0;");
        writer.OpenBlock(HasPresence
            ? $"while (read < whole && {Emitter.Wire}.ReadByte(ref {Emitter.Wire}.At(source, position), 0) == 1)"
            : "while (read < whole)");
        string item = $"{TypeName.TrimEnd('?')}.ReadFixedAt(source, position{(HasPresence ? " + 1" : string.Empty)})";
        writer.WriteLine(list ? $"collection.Add({item});" : $"collection[index + read] = {item};");
        writer.WriteLine($"position += {stride};");
        writer.WriteLine("read++;");
        writer.CloseBlock();
        writer.WriteLine("return read;");
        writer.CloseBlock();
        return name;
    }

    /// <summary>
    /// Reads at <paramref name="position"/> the item a run stopped at (null, a bad presence byte, truncation) through the
    /// member read, which reports it, and moves the position past it.
    /// </summary>
    public void EmitItemAfterRun(Emitter emitter, string target, string member, string position)
    {
        emitter.Writer.WriteLine($"offset = {position};");
        EmitRead(emitter, target, member);
        emitter.Writer.WriteLine($"{position} = offset;");
    }

    public override void EmitSize(Emitter emitter, string value, string member)
    {
        if (IsValueType)
        {
            emitter.AddSize($"{value}.GetSerializedSize()");
            return;
        }

        if (NotNull)
        {
            emitter.AddSize($"{Emitter.Wire}.NotNull({value}, {emitter.TypeLiteral}, {member}).GetSerializedSize()");
            return;
        }

        string item = emitter.Temp("item");
        emitter.Writer.WriteLine($"var {item} = {value};");
        emitter.AddSize($"({item} is null ? 1L : 1L + {item}.GetSerializedSize())");
    }
}
