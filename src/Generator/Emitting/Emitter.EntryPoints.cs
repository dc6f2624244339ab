using System.Linq;
using Spanwire.Generator.Model;

namespace Spanwire.Generator.Emitting;

/// <summary>
/// The methods around the walk: the public entry points over the cores, and the cores' own headers, which take a
/// type's <c>[BinaryParameter]</c> members as arguments where it has some.
/// </summary>
internal sealed partial class Emitter
{
    /// <summary>Inside a write that takes its parameters as arguments: a parameter is its argument there, its property elsewhere (a size).</summary>
    private bool _argumentsInScope;

    /// <summary>A parameter's value in the method being written: its argument in a write that takes them, else its property.</summary>
    public string ParameterValue(MemberModel parameter) => _argumentsInScope ? ArgumentLocal(parameter.WireName) : $"this.{parameter.Name}";

    /// <summary>Opens <c>TryWriteCore</c>; with parameters, the one that takes them, after the one that passes the value's own.</summary>
    private void OpenWriteCore()
    {
        if (_type.Parameters.Count == 0)
        {
            Writer.OpenBlock($"public {New}int TryWriteCore{_suffix}({Span} destination, int offset)");
            return;
        }

        // Written on its own, a value passes its own parameters; an enclosing value passes its holders.
        string own = string.Concat(_type.Parameters.Select(parameter => $", this.{parameter.Name}"));
        Writer.WriteLine($"public {New}int TryWriteCore({Span} destination, int offset) => TryWriteCore(destination, offset{own});");
        Writer.WriteLine();
        Writer.WriteLine(NeverBrowsable);
        Writer.OpenBlock($"public int TryWriteCore({Span} destination, int offset{ParameterEmission.Declarations(_type.Parameters)})");
    }

    /// <summary>Opens <c>TryReadCore</c>; with parameters, the one that takes them, after the one that passes their defaults.</summary>
    private void OpenReadCore()
    {
        string type = _type.FullyQualifiedName;
        if (_type.Parameters.Count == 0)
        {
            Writer.OpenBlock($"public static bool TryReadCore{_suffix}({ReadOnlySpan} source, ref int offset, ref {ReadState} state, {MaybeNullWhenFalse}out {type} value)");
            return;
        }

        // Read on its own, a value has no enclosing value to pass its parameters: each is its type's default.
        string defaults = string.Concat(_type.Parameters.Select(_ => ", default"));
        Writer.WriteLine($"public static bool TryReadCore({ReadOnlySpan} source, ref int offset, ref {ReadState} state, {MaybeNullWhenFalse}out {type} value) => TryReadCore(source, ref offset, ref state{defaults}, out value);");
        Writer.WriteLine();
        Writer.WriteLine(NeverBrowsable);
        Writer.OpenBlock($"public static bool TryReadCore({ReadOnlySpan} source, ref int offset, ref {ReadState} state{ParameterEmission.Declarations(_type.Parameters)}, {MaybeNullWhenFalse}out {type} value)");
    }

    /// <summary>
    /// The public <c>Write</c>/<c>TryWrite</c> pair over <c>TryWriteCore</c>, for every type whose size is known only at
    /// run time; over <paramref name="inlinedCore"/>, each compiled as a call of its own, where the type inlines its
    /// write into each entry point (a union: see <see cref="UnionWriteInlined"/>).
    /// </summary>
    /// <param name="intoCaller">The entry points inline into the caller as well (a union's, whose switch is small).</param>
    private void EmitWriteEntryPoints(string? inlinedCore = null, bool intoCaller = false)
    {
        string ownCall = intoCaller ? AggressiveInlining + "\n" : OwnCall(inlinedCore);
        Writer.WriteLine($$"""
            {{InheritDoc}}
            {{ownCall}}public {{New}}int Write({{Span}} destination)
            {
                int written = {{inlinedCore ?? "TryWriteCore"}}(destination, 0);
                if (written < 0) {{Wire}}.ThrowDestinationTooShort({{TypeLiteral}}, GetSerializedSize(), destination.Length);
                return written;
            }

            {{InheritDoc}}
            {{ownCall}}public {{New}}bool TryWrite({{Span}} destination, out int bytesWritten)
            {
                int written = {{inlinedCore ?? "TryWriteCore"}}(destination, 0);
                bytesWritten = written < 0 ? 0 : written;
                return written >= 0;
            }
            """);
    }

    /// <summary>
    /// The public <c>Read</c> over <c>TryReadCore</c>, for every type whose size is known only at run time; over
    /// <paramref name="inlinedCore"/> instead, compiled as a call of its own, where the type inlines its read into each
    /// entry point (a union: see <see cref="UnionReadInlined"/>).
    /// </summary>
    /// <param name="general">The private name it takes behind a whole-frame <c>Read</c> (see <see cref="EmitWholeFrameEntry"/>).</param>
    private void EmitReadEntryPoint(string? inlinedCore = null, string? general = null)
    {
        string header = general is null ? $"{ReadDoc}\n{OwnCall(inlinedCore)}public {New}static {_type.FullyQualifiedName} Read" : $"{OwnCall(inlinedCore)}private static {_type.FullyQualifiedName} {general}";
        Writer.WriteLine($$"""
            {{header}}({{ReadOnlySpan}} source, out int bytesRead)
            {
                {{ReadState}}.Begin(out var state);
                int offset = 0;
                if (!{{inlinedCore ?? "TryReadCore"}}(source, ref offset, ref state, out var value)) throw state.ToTruncationException();
                bytesRead = offset;
                return value;
            }
            """);
        if (_type.Parameters.Count == 0)
        {
            return;
        }

        // Read on its own with the parameters an enclosing value would pass (a ZIP local header with its directory entry's size).
        var names = _type.Parameters.Select(parameter => CSharpNames.Camel(parameter.WireName)).Select(name => name is "source" or "bytesRead" or "state" or "offset" or "value" ? name + "Argument" : name).ToList();
        Writer.WriteLine($$"""

            /// <summary>Reads one value from the start of <paramref name="source"/>, its parameters given as an enclosing value would pass them.</summary>
            public static {{_type.FullyQualifiedName}} Read({{ReadOnlySpan}} source{{string.Concat(_type.Parameters.Select((parameter, i) => $", {parameter.Layout.Codec.TypeName} {names[i]}"))}}, out int bytesRead)
            {
                {{ReadState}}.Begin(out var state);
                int offset = 0;
                if (!TryReadCore(source, ref offset, ref state{{string.Concat(names.Select(name => ", " + name))}}, out var value)) throw state.ToTruncationException();
                bytesRead = offset;
                return value;
            }
            """);
    }

    /// <summary>
    /// The public <c>TryRead</c> over <c>TryReadCore</c> (or <paramref name="inlinedCore"/>, as for <see cref="EmitReadEntryPoint"/>):
    /// <see langword="false"/> and no bytes consumed when the source ends early.
    /// </summary>
    private void EmitTryReadEntryPoint(string? inlinedCore = null, string? general = null)
    {
        if (general is null)
        {
            Writer.WriteLine(TryReadDoc);
        }

        string header = general is null ? $"{OwnCall(inlinedCore)}public static bool TryRead" : $"{OwnCall(inlinedCore)}private static bool {general}";
        Writer.WriteLine($$"""
            {{header}}({{ReadOnlySpan}} source, {{MaybeNullWhenFalse}}out {{_type.FullyQualifiedName}} value, out int bytesRead)
            {
                {{ReadState}}.Begin(out var state);
                int offset = 0;
                bool complete = {{inlinedCore ?? "TryReadCore"}}(source, ref offset, ref state, out value);
                bytesRead = complete ? offset : 0;
                return complete;
            }
            """);
    }

    /// <summary>The attribute line that compiles an entry point over an inlined core as a call of its own; nothing otherwise.</summary>
    private static string OwnCall(string? inlinedCore) => inlinedCore is null ? string.Empty : NoInlining + "\n";
}
