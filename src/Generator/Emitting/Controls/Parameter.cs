using System.Collections.Generic;
using System.Linq;
using Spanwire.Generator.Model;
namespace Spanwire.Generator.Emitting;

/// <summary>
/// A <c>[BinaryParameter]</c>: no bytes. Its read takes the argument the enclosing value passed; its write checks what
/// the value needs there (a case's tag, a bound member's length: the member's source) against that argument.
/// </summary>
internal sealed class ParameterEmission(ParameterCodec codec) : CodecEmission
{
    public override void EmitWrite(Emitter emitter, string value, string member)
    {
        string argument = Emitter.ArgumentLocal(codec.Name);
        if (value != argument)
        {
            emitter.Writer.WriteLine($"{Emitter.Wire}.CheckArgument((long)({value}), (long){argument}, {emitter.TypeLiteral}, {member});");
        }
    }

    public override void EmitRead(Emitter emitter, string target, string member)
        => emitter.Writer.WriteLine($"{target} = {Emitter.ArgumentLocal(codec.Name)};");

    public override void EmitSize(Emitter emitter, string value, string member)
    {
    }

    /// <summary>The parameters of a generated read or write that takes arguments: <c>, byte __ColorTypeArgument</c>.</summary>
    public static string Declarations(IEnumerable<MemberModel> parameters)
        => string.Concat(parameters.Select(parameter => $", {parameter.Layout.Codec.TypeName} {Emitter.ArgumentLocal(parameter.WireName)}"));

    /// <summary>
    /// The arguments a nested read or write passes (<c>, (byte)__Header.ColorType</c>): on read the holders' locals, on
    /// write their values (a parameter of this type passes on its own argument).
    /// </summary>
    public static string Pass(Emitter emitter, IEnumerable<Argument> arguments, bool write, string? tag = null)
        => string.Concat(arguments.Select(argument => $", ({argument.ParameterType})({(argument.IsTag ? tag : HolderValue(emitter, argument.Holder, write))})"));

    private static string HolderValue(Emitter emitter, string holder, bool write)
    {
        int dot = holder.IndexOf('.');
        string first = dot < 0 ? holder : holder.Substring(0, dot);
        string rest = dot < 0 ? string.Empty : holder.Substring(dot);
        string value = !write ? Emitter.MemberLocal(first)
            : emitter.LayoutOf(first).Codec is ParameterCodec ? emitter.ParameterValue(emitter.Member(first))
            : emitter.MemberAccess(first);
        return value + rest;
    }
}
