using System.Linq;
using Spanwire.Generator.Model;

namespace Spanwire.Generator.Emitting;

/// <summary>The C# around a length the user's method pair binds (<see cref="LengthMethod"/>).</summary>
internal sealed partial class Emitter
{
    /// <summary>The helper that fills the holders of <paramref name="boundMember"/>'s length.</summary>
    public static string LengthFiller(string boundMember) => $"__SpanwireFill{boundMember}";

    /// <summary>The length on read: the user's computing method over the holders just read (through its guard).</summary>
    public static string ComputedLength(LengthMethod method)
        => $"{ReadGuard(method.Compute)}({string.Join(", ", method.Parameters.Select(MemberLocal))}, offset)";

    /// <summary>The helper that calls the user's method <paramref name="method"/> on values just read.</summary>
    public static string ReadGuard(string method) => $"__SpanwireRead{method}";

    /// <summary>
    /// For each user method a read calls on values just read (a length pair's Compute, a condition's method): a helper
    /// that turns an arithmetic failure on hostile values (a division by a holder that reads 0) into invalid data.
    /// </summary>
    private void EmitReadGuards()
    {
        var methods = _type.Members.Select(member => member.Source).OfType<LengthOfSource>().Select(source => source.Method)
            .Concat(_type.Members.Select(member => member.Layout.Codec).OfType<BoundBytesCodec>().Select(bytes => bytes.Length.Method)).OfType<LengthMethod>()
            .Select(method => (method.Compute, Returns: "long", method.Types))
            .Concat(_type.Members.SelectMany(member => member.Layout.Wrappers).OfType<ConditionalWrapper>().Select(condition => condition.Method).OfType<ConditionMethod>()
                .Select(method => (Compute: method.Name, Returns: "bool", method.Types)))
            .GroupBy(method => method.Compute).Select(group => group.First());
        foreach ((string name, string returns, EquatableArray<string> types) in methods)
        {
            Writer.WriteLine();
            Writer.OpenBlock($"private static {returns} {ReadGuard(name)}({string.Join(", ", types.Select((type, p) => $"{type} __p{Invariant(p)}"))}, int offset)");
            Writer.OpenBlock("try");
            Writer.WriteLine($"return {(returns == "long" ? "(long)" : string.Empty)}{name}({string.Join(", ", types.Select((_, p) => $"__p{Invariant(p)}"))});");
            Writer.CloseBlock();
            Writer.OpenBlock("catch (global::System.ArithmeticException exception)");
            Writer.WriteLine($"throw {Wire}.UserMethodFailed({TypeLiteral}, {Literal(name)}, offset, exception);");
            Writer.CloseBlock();
            Writer.CloseBlock();
        }
    }

    /// <summary>A filled holder's value on write: its item of what the helper returns for the bound member's length.</summary>
    public string FilledHolder(LengthOfSource source, LengthMethod method, string length, string offset)
    {
        // A filled holder starts from the value's own (Fill may keep it); an input is read as it is written.
        var arguments = method.Parameters.Select((name, p) => method.Filled[p] ? (Member(name).Layout.Codec is ParameterCodec ? ParameterValue(Member(name)) : $"this.{Member(name).Name}") : WriteValue(Member(name), offset));
        return $"{LengthFiller(source.BoundMember)}({length}, {offset}, {string.Join(", ", arguments)}).Item{Invariant(source.MethodParameter + 1)}";
    }

    /// <summary>
    /// For each length a method pair binds: a helper that runs the user's Fill on the holders' own values (and the inputs as
    /// written), then checks that the computing method reads them back as the length, so a pair that is not inverse never writes.
    /// </summary>
    private void EmitLengthFillers()
    {
        foreach (LengthOfSource source in _type.Members.Select(member => member.Source).OfType<LengthOfSource>()
            .Where(source => source.Method is not null).GroupBy(source => source.BoundMember).Select(group => group.First()))
        {
            LengthMethod method = source.Method!;
            string tuple = $"global::System.ValueTuple<{string.Join(", ", method.Types)}>";
            string values = string.Join(", ", method.Types.Select((_, p) => $"__p{Invariant(p)}"));
            Writer.WriteLine();
            Writer.OpenBlock($"private static {tuple} {LengthFiller(source.BoundMember)}(long length, int offset, {string.Join(", ", method.Types.Select((type, p) => $"{type} __p{Invariant(p)}"))})");
            Writer.WriteLine($"{method.Fill}(length, {string.Join(", ", method.Filled.Select((filled, p) => filled ? $"ref __p{Invariant(p)}" : $"__p{Invariant(p)}"))});");
            Writer.WriteLine($"{Wire}.CheckFilledLength((long){method.Compute}({values}), length, {Literal(method.Compute)}, {Literal(method.Fill)}, {TypeLiteral}, {Literal(source.BoundMember)}, offset);");
            Writer.WriteLine($"return new {tuple}({values});");
            Writer.CloseBlock();
        }
    }

    /// <summary>For each holder list filled from a union list's cases: the helper that counts its bytes as written.</summary>
    private void EmitItemTagHelpers()
    {
        foreach (MemberModel holder in _type.Members.Where(member => member.Source is CaseTagSource { EachItem: true }))
        {
            string outer = _sizeMember;
            _sizeMember = Literal(holder.WireName);
            ItemTagsEmission.EmitBytesHelper(this, holder, (CaseTagSource)holder.Source!);
            _sizeMember = outer;
        }
    }
}
