using System;
using System.Text;

namespace Spanwire.Generator.Emitting;

/// <summary>Builds C# text with indentation tracked by block, so the emitter never counts spaces.</summary>
internal sealed class SourceWriter
{
    private const int IndentSize = 4;
    private readonly StringBuilder _builder = new();
    private int _indent;

    public SourceWriter(int indent = 0) => _indent = indent;

    /// <summary>The current block depth.</summary>
    public int Indent => _indent;

    /// <summary>Writes one or more lines (a raw string literal may hold several), each at the current indentation.</summary>
    public void WriteLine(string text = "")
    {
        // Line by line without splitting: emission writes most of the generator's text, so it allocates no pieces.
        int start = 0;
        while (true)
        {
            int end = text.IndexOf('\n', start);
            int lineEnd = end < 0 ? text.Length : end;
            int length = lineEnd - start;
            while (length > 0 && text[start + length - 1] == '\r')
            {
                length--;
            }

            if (length > 0)
            {
                _builder.Append(' ', _indent * IndentSize).Append(text, start, length);
            }

            _builder.Append('\n');
            if (end < 0)
            {
                return;
            }

            start = end + 1;
        }
    }

    /// <summary>Appends text another writer built, as it is.</summary>
    public void WriteRaw(string text) => _builder.Append(text);

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

    /// <summary>Unindents and writes <c>}</c> (with an optional suffix such as <c>;</c>).</summary>
    public void CloseBlock(string suffix = "")
    {
        if (_indent == 0)
        {
            throw new InvalidOperationException("CloseBlock without a matching OpenBlock.");
        }

        _indent--;
        WriteLine("}" + suffix);
    }

    public override string ToString() => _builder.ToString();
}
