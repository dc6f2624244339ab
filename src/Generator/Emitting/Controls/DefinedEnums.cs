using System.Linq;
using Spanwire.Generator.Model;

namespace Spanwire.Generator.Emitting;

/// <summary>The check <c>RejectUndefinedEnums</c> asks for: a value outside the enum's named values throws, on write and on read.</summary>
internal static class DefinedValueEmission
{
    /// <summary>Throws when <paramref name="value"/> is none of the enum's named values.</summary>
    public static void EmitCheck(Emitter emitter, string value, string enumType, EquatableArray<string> names, string member, string offset)
    {
        if (names.Count == 0)
        {
            return;
        }

        string type = enumType.TrimEnd('?');
        emitter.Writer.OpenBlock($"if (!({value} is {string.Join(" or ", names.Select(name => $"{type}.{CSharpNames.Identifier(name)}"))}))");
        emitter.Writer.WriteLine($"{Emitter.Wire}.ThrowUndefinedValue<{type}>({emitter.TypeLiteral}, {member}, {offset}, {value});");
        emitter.Writer.CloseBlock();
    }
}
