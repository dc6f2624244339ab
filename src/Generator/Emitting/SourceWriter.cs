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
    private const int IndentSize = 4;

    /// <summary>The largest builder kept for the next file on the same thread; a larger one is left to the GC.</summary>
    private const int MaxCachedCapacity = 256 * 1024;

    [ThreadStatic]
    private static StringBuilder? s_cachedBuilder;

    private StringBuilder? _builder;
    private int _indent;
    private bool _lineStarted;

    public SourceWriter(int indent = 0)
    {
        _indent = indent;
        _builder = s_cachedBuilder ?? new StringBuilder();
        s_cachedBuilder = null;
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

    /// <summary>Appends text another writer built, as it is.</summary>
    public void WriteRaw(string text) => Builder.Append(text);

    /// <summary>Writes <c>{</c> and indents what follows.</summary>
    public void OpenBlock(string? header = null)
    {
        if (header is not null)
        {
            WriteLine(header);
        }

        WriteLine("{");
        _indent++;
    }

    /// <summary>Writes an interpolated header line, then <c>{</c>, and indents what follows.</summary>
    public void OpenBlock([InterpolatedStringHandlerArgument("")] ref LineHandler header)
    {
        EndLine();
        WriteLine("{");
        _indent++;
    }

    /// <summary>Unindents and writes <c>}</c> (with an optional suffix such as <c>;</c>).</summary>
    public void CloseBlock(string suffix = "")
    {
        if (_indent == 0)
        {
            throw new InvalidOperationException("CloseBlock without a matching OpenBlock.");
        }

        _indent--;
        Append("}");
        Append(suffix);
        EndLine();
    }

    /// <summary>
    /// The text written, once. The builder goes back to the thread's cache for the next file unless the cache holds a
    /// larger one (a writer nested in a file's emission returns its small builder first).
    /// </summary>
    public override string ToString()
    {
        StringBuilder builder = Builder;
        string text = builder.ToString();
        _builder = null;
        if (builder.Capacity <= MaxCachedCapacity && (s_cachedBuilder is null || s_cachedBuilder.Capacity < builder.Capacity))
        {
            builder.Clear();
            s_cachedBuilder = builder;
        }

        return text;
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

            if (length > 0)
            {
                if (!_lineStarted)
                {
                    Builder.Append(' ', _indent * IndentSize);
                    _lineStarted = true;
                }

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
