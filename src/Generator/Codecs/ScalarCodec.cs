using Spanwire.Generator.Controls;
using Spanwire.Generator.Emitting;
using Spanwire.Generator.Model;

namespace Spanwire.Generator.Codecs;

/// <summary>A fixed-size value: a number, bool, char, date, GUID, or an enum as its underlying primitive.</summary>
/// <param name="Kind">The primitive written (an enum's underlying type).</param>
/// <param name="TypeName">The member's C# type.</param>
/// <param name="IsEnum">An enum, cast to and from <paramref name="Kind"/>.</param>
/// <param name="LittleEndian">Least significant byte first (<c>[BinaryByteOrder]</c>).</param>
/// <param name="XdrBoolean">A bool as XDR's 4-byte 0 or 1.</param>
/// <param name="DefinedNames">Enums with <c>RejectUndefinedEnums</c>: one member name per defined value.</param>
internal sealed record ScalarCodec(
    ScalarKind Kind, string TypeName, bool IsEnum = false, bool LittleEndian = false, bool XdrBoolean = false, EquatableArray<string> DefinedNames = default)
    : Codec(TypeName)
{
    public int Size => Kind switch
    {
        ScalarKind.Boolean when XdrBoolean => 4,
        ScalarKind.Boolean or ScalarKind.Byte or ScalarKind.SByte => 1,
        ScalarKind.Int16 or ScalarKind.UInt16 or ScalarKind.Char or ScalarKind.Half => 2,
        ScalarKind.Int32 or ScalarKind.UInt32 or ScalarKind.Single => 4,
        ScalarKind.Int64 or ScalarKind.UInt64 or ScalarKind.Double or ScalarKind.DateTime or ScalarKind.TimeSpan => 8,
        ScalarKind.DateTimeOffset => 10,
        _ => 16,
    };

    public override int MinSize => Size;

    /// <summary>Numbers that have a little-endian form: 2- to 8-byte integers, char, float and double.</summary>
    public bool CanBeLittleEndian => Kind is ScalarKind.Int16 or ScalarKind.UInt16 or ScalarKind.Char or ScalarKind.Int32
        or ScalarKind.UInt32 or ScalarKind.Int64 or ScalarKind.UInt64 or ScalarKind.Single or ScalarKind.Double;

    /// <summary>Collections of it convert in one vectorized pass (a copy plus a byte swap): nothing is checked per item.</summary>
    public bool IsBulk => !XdrBoolean && DefinedNames.Count == 0 && (Kind is ScalarKind.Byte or ScalarKind.SByte || CanBeLittleEndian);

    /// <summary>The statement storing <paramref name="value"/> at <paramref name="start"/> + <paramref name="index"/> (range-checked by the caller).</summary>
    public string WriteAt(string start, string index, string value)
    {
        if (XdrBoolean)
        {
            return $"{Emitter.Wire}.WriteInt32(ref {start}, {index}, {value} ? 1 : 0);";
        }

        string argument = IsEnum ? $"({WireMethods.Keyword(Kind)}){value}" : value;
        return $"{Emitter.Wire}.{WireMethods.Write(Kind, LittleEndian)}(ref {start}, {index}, {argument});";
    }

    /// <summary>The expression loading the value at <paramref name="start"/> + <paramref name="index"/>; <paramref name="offset"/> names it in errors.</summary>
    public string ReadAt(Emitter emitter, string start, string index, string offset, string member)
    {
        if (XdrBoolean)
        {
            return $"{Emitter.Wire}.ReadXdrBoolean(ref {start}, {index}, {emitter.TypeLiteral}, {member}, {offset})";
        }

        // Values with invalid bit patterns (a bool byte over 1, out-of-range ticks) are checked, and name the member.
        string read = Kind is ScalarKind.Boolean or ScalarKind.DateTime or ScalarKind.DateTimeOffset
            ? $"{Emitter.Wire}.{WireMethods.Read(Kind, false)}(ref {start}, {index}, {emitter.TypeLiteral}, {member}, {offset})"
            : $"{Emitter.Wire}.{WireMethods.Read(Kind, LittleEndian)}(ref {start}, {index})";
        return IsEnum ? $"({TypeName}){read}" : read;
    }

    /// <summary>With <c>RejectUndefinedEnums</c>, a value that would not read back is refused on write too.</summary>
    public void EmitWriteCheck(Emitter emitter, string value, string member)
        => DefinedEnums.EmitCheck(emitter, value, TypeName, DefinedNames, member, "offset");

    public override void EmitWrite(Emitter emitter, string value, string member)
    {
        EmitWriteCheck(emitter, value, member);
        emitter.SpaceCheck(Emitter.Invariant(Size));
        emitter.Writer.WriteLine(WriteAt($"{Emitter.Wire}.At(destination, offset)", "0", value));
        emitter.Writer.WriteLine($"offset += {Emitter.Invariant(Size)};");
    }

    public override void EmitRead(Emitter emitter, string target, string member)
    {
        string size = Emitter.Invariant(Size);
        emitter.Writer.OpenBlock($"if (source.Length - offset < {size})");
        emitter.Writer.WriteLine(emitter.ReadFailure($"state.Truncated({emitter.TypeLiteral}, {member}, offset, {size}, source.Length - offset)"));
        emitter.Writer.CloseBlock();
        emitter.Writer.WriteLine($"{target} = {ReadAt(emitter, $"{Emitter.Wire}.At(source, offset)", "0", "offset", member)};");
        DefinedEnums.EmitCheck(emitter, target, TypeName, DefinedNames, member, "offset");
        emitter.Writer.WriteLine($"offset += {size};");
    }

    public override void EmitSize(Emitter emitter, string value, string member) => emitter.AddSize(Emitter.Invariant(Size));
}
