using System;
using System.Globalization;
using System.Runtime.CompilerServices;
using System.Text;

namespace Spanwire.Generator.Emitting;

/// <summary>
/// Builds C# text with indentation tracked by block, so the emitter never counts spaces. Interpolated lines go
/// straight into the builder through <see cref="LineHandler"/>: emission writes most of the generator's text, and
/// building each line as a string first was most of its allocation.
/// </summary>
internal sealed class SourceWriter
{
    // Two spaces a level, as Google.Protobuf's generated C# has: indentation was a quarter of the generated text.
    // The emitter's multi-line literals are laid out at four a level and are halved as they are written.
    private const int IndentSize = 2;

    /// <summary>The largest builder kept for the next file on the same thread; a larger one is left to the GC.</summary>
    private const int MaxCachedCapacity = 256 * 1024;

    /// <summary>A file's writer and the one for its item methods: the builders a thread keeps between files.</summary>
    private const int CachedBuilders = 2;

    // Builders grown by earlier files on this thread, largest last: a file's text is most of the generator's
    // allocation, and a builder grown from empty for each file was as much again.
    [ThreadStatic]
    private static StringBuilder?[]? s_cachedBuilders;

    private StringBuilder? _builder;
    private int _indent;
    private bool _lineStarted;
    private int _lines;
    private int _lineStart;
    private int _lastLineStart;

    // Each open block: where its header line starts and ends, and whether it can still fold into one line.
    private readonly System.Collections.Generic.List<OpenedBlock> _blocks = [];

    public SourceWriter(int indent = 0)
    {
        _indent = indent;
        _builder = TakeCachedBuilder() ?? new StringBuilder();
    }

    /// <summary>The current block depth.</summary>
    public int Indent => _indent;

    private StringBuilder Builder => _builder ?? throw new InvalidOperationException("The writer's text was already taken.");

    /// <summary>Writes one or more lines (a raw string literal may hold several), each at the current indentation.</summary>
    public void WriteLine(string text = "")
    {
        Append(text);
        EndLine();
    }

    /// <summary>Writes one interpolated line; its pieces were appended as the handler received them.</summary>
    public void WriteLine([InterpolatedStringHandlerArgument("")] ref LineHandler line) => EndLine();

    /// <summary>Appends the text <paramref name="other"/> built, as it is, and releases its builder.</summary>
    public void WriteRaw(SourceWriter other)
    {
        Builder.Append(other.Builder);
        other.Release();
        _lines += 2; // lines it does not count: a block around them is not one line
    }

    /// <summary>Appends part of <paramref name="text"/> as it is, with no indentation.</summary>
    public void WriteRaw(string text, int start, int length) => Builder.Append(text, start, length);

    /// <summary>Appends <paramref name="text"/> as it is, with no indentation.</summary>
    public void WriteRaw(string text) => Builder.Append(text);

    /// <summary>Writes <c>{</c> and indents what follows.</summary>
    public void OpenBlock(string? header = null)
    {
        if (header is not null)
        {
            WriteLine(header);
        }

        Open(foldable: header is not null && (header.StartsWith("if (", StringComparison.Ordinal) || header == "else"));
    }

    /// <summary>Writes an interpolated header line, then <c>{</c>, and indents what follows.</summary>
    public void OpenBlock([InterpolatedStringHandlerArgument("")] ref LineHandler header)
    {
        EndLine();
        Open(foldable: HeaderIsIf());
    }

    /// <summary>The line just ended starts with <c>if (</c>.</summary>
    private bool HeaderIsIf() => StartsWith(_lastLineStart, "if (");

    private void Open(bool foldable)
    {
        int braceStart = Builder.Length;
        WriteLine("{");
        _indent++;
        _blocks.Add(new OpenedBlock(braceStart, _lines, foldable));
    }

    /// <summary>Unindents and writes <c>}</c> (with an optional suffix such as <c>;</c>).</summary>
    public void CloseBlock(string suffix = "")
    {
        if (_indent == 0)
        {
            throw new InvalidOperationException("CloseBlock without a matching OpenBlock.");
        }

        _indent--;
        OpenedBlock block = _blocks[_blocks.Count - 1];
        _blocks.RemoveAt(_blocks.Count - 1);
        if (block.Foldable && suffix.Length == 0 && _lines - block.LinesAtOpen == 1 && TryFold(block))
        {
            return;
        }

        Append("}");
        Append(suffix);
        EndLine();
    }

    /// <summary>
    /// An <c>if</c> or <c>else</c> whose block holds one simple statement is written on one line without braces: the
    /// braces were a fifth of the generated lines. A statement that is itself a block or a branch keeps them.
    /// </summary>
    private bool TryFold(OpenedBlock block)
    {
        // The block's one line: from the line after the brace to the builder's end, with no line break before its last.
        int lineStart = block.BraceStart + (_indent * IndentSize) + 2;
        int statementStart = lineStart + ((_indent + 1) * IndentSize);
        int end = Builder.Length - 1; // the line break that ends the statement
        if (statementStart >= end || Builder[end - 1] != ';')
        {
            return false;
        }

        if (StartsWith(statementStart, "if ") || StartsWith(statementStart, "else") || StartsWith(statementStart, "#") || StartsWith(statementStart, "//"))
        {
            return false;
        }

        // "header\n{\n    statement;\n" becomes "header statement;\n".
        int headerEnd = block.BraceStart - 1;
        Builder[headerEnd] = ' ';
        Builder.Remove(headerEnd + 1, statementStart - headerEnd - 1);
        return true;
    }

    private bool StartsWith(int at, string text)
    {
        for (int i = 0; i < text.Length; i++)
        {
            if (at + i >= Builder.Length || Builder[at + i] != text[i])
            {
                return false;
            }
        }

        return true;
    }

    /// <summary>An open block: where its brace line starts, the lines written before its body, and whether it may fold.</summary>
    private readonly record struct OpenedBlock(int BraceStart, int LinesAtOpen, bool Foldable);

    /// <summary>The text written, once; the builder goes back to the thread's cache for the next file.</summary>
    public override string ToString()
    {
        string text = Builder.ToString();
        Release();
        return text;
    }

    /// <summary>The largest builder this thread kept, if any.</summary>
    private static StringBuilder? TakeCachedBuilder()
    {
        StringBuilder?[]? cache = s_cachedBuilders;
        if (cache is null)
        {
            return null;
        }

        int last = cache[1] is null ? 0 : 1;
        StringBuilder? builder = cache[last];
        cache[last] = null;
        return builder;
    }

    /// <summary>Keeps the builder for the next writer on this thread in place of a smaller one, largest last.</summary>
    private void Release()
    {
        StringBuilder builder = Builder;
        _builder = null;
        if (builder.Capacity > MaxCachedCapacity)
        {
            return;
        }

        builder.Clear();
        StringBuilder?[] cache = s_cachedBuilders ??= new StringBuilder?[CachedBuilders];
        if (cache[0] is null || cache[0]!.Capacity < builder.Capacity)
        {
            cache[0] = builder;
        }

        if (cache[1] is null || cache[0]!.Capacity > cache[1]!.Capacity)
        {
            (cache[0], cache[1]) = (cache[1], cache[0]);
        }
    }

    /// <summary>Appends text that may hold line breaks; each line's indentation is written before its first character.</summary>
    private void Append(string? text)
    {
        if (text is null)
        {
            return;
        }

        int start = 0;
        while (true)
        {
            int end = text.IndexOf('\n', start);
            int length = (end < 0 ? text.Length : end) - start;
            if (end >= 0)
            {
                while (length > 0 && text[start + length - 1] == '\r')
                {
                    length--;
                }
            }

            if (length > 0 && !_lineStarted)
            {
                int spaces = 0;
                while (spaces < length && text[start + spaces] == ' ')
                {
                    spaces++;
                }

                if (spaces < length)
                {
                    Builder.Append(' ', (_indent * IndentSize) + (spaces / 2));
                    _lineStarted = true;
                    _lineStart = Builder.Length;
                }

                start += spaces;
                length -= spaces;
            }

            if (length > 0)
            {
                Builder.Append(text, start, length);
            }

            if (end < 0)
            {
                return;
            }

            EndLine();
            start = end + 1;
        }
    }

    private void EndLine()
    {
        Builder.Append('\n');
        _lineStarted = false;
        _lastLineStart = _lineStart;
        _lines++;
    }

    /// <summary>Receives an interpolated line's pieces and appends them to the writer as they come.</summary>
    [InterpolatedStringHandler]
    internal readonly ref struct LineHandler
    {
        private readonly SourceWriter _writer;

        public LineHandler(int literalLength, int formattedCount, SourceWriter writer) => _writer = writer;

        public void AppendLiteral(string value) => _writer.Append(value);

        public void AppendFormatted(string? value) => _writer.Append(value);

        public void AppendFormatted(int value) => _writer.Append(value.ToString(CultureInfo.InvariantCulture));

        public void AppendFormatted(char value) => _writer.Append(value.ToString());
    }
}
