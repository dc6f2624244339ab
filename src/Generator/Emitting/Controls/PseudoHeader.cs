using System.Linq;
using Spanwire.Generator.Model;

namespace Spanwire.Generator.Emitting;

/// <summary>A pseudo-header checksum's holder in the value alone: written as the member holds it.</summary>
internal sealed class PseudoHeaderSlotEmission : SourceEmission
{
    public override string Expression(Emitter emitter, MemberModel member, string offset) => $"this.{member.Name}";
}

/// <summary>
/// <c>[BinaryPseudoHeader]</c>: where the value starts is kept; once it is written, the checksum its case holds is
/// filled in over the pseudo-header and its bytes, and once it is read, checked.
/// </summary>
internal sealed class PseudoHeaderEmission(PseudoHeaderWrapper wrapper) : WrapperEmission
{
    public override Scope OpenWrite(Emitter emitter, string value, string member, Layout inner)
    {
        string start = emitter.Temp("pseudoStart");
        emitter.Writer.WriteLine($"int {start} = offset;");
        return new Scope(value, () =>
        {
            (string at, string zero, _) = DeclareSlot(emitter, value, names: false);
            emitter.Writer.WriteLine($"{Emitter.Wire}.CompletePseudoHeaderChecksum(destination, {start}, offset, {at}, {zero}, {Sum(emitter, name => emitter.WriteValue(emitter.Member(name)))});");
        });
    }

    public override Scope OpenRead(Emitter emitter, string target, string member, Layout inner)
    {
        string start = emitter.Temp("pseudoStart");
        emitter.Writer.WriteLine($"int {start} = offset;");
        return new Scope(target, () =>
        {
            (string at, string zero, string names) = DeclareSlot(emitter, target, names: true);
            emitter.Writer.WriteLine($"{Emitter.Wire}.VerifyPseudoHeaderChecksum(source, {start}, offset, {at}, {zero}, {Sum(emitter, Emitter.MemberLocal)}, {names}Type, {names}Holder);");
        });
    }

    public override Scope OpenSize(Emitter emitter, string value, string member, Layout inner) => new(value, null);

    /// <summary>
    /// Where the value's case holds its checksum (-1: nowhere) and whether zero means none, as locals; for a read, also
    /// the case and member a mismatch names (<c>{names}Type</c>, <c>{names}Holder</c>).
    /// </summary>
    private (string At, string Zero, string Names) DeclareSlot(Emitter emitter, string value, bool names)
    {
        string at = emitter.Temp("slotAt");
        string zero = emitter.Temp("zeroMeansNone");
        string slotNames = emitter.Temp("slot");
        string choice = wrapper.Slots.Reverse().Aggregate(
            names ? "(-1, false, \"\", \"\")" : "(-1, false)",
            (otherwise, slot) => $"{value} is {slot.TypeName} ? ({slot.TypeName}.{Emitter.PseudoHeaderSlotConstant}, {Emitter.Bool(slot.ZeroMeansNone)}"
                + (names ? $", {Emitter.Literal(slot.DisplayName)}, {Emitter.Literal(slot.Holder)}" : string.Empty) + $") : {otherwise}");
        emitter.Writer.WriteLine(names
            ? $"(int {at}, bool {zero}, string {slotNames}Type, string {slotNames}Holder) = {choice};"
            : $"(int {at}, bool {zero}) = {choice};");
        return (at, zero, slotNames);
    }

    /// <summary>The pseudo-header's words summed: each integer whole, each byte array as its 16-bit words.</summary>
    private string Sum(Emitter emitter, System.Func<string, string> valueOf)
        => string.Join(" + ", wrapper.Parts.Select(part => part.IsBytes
            ? $"{Emitter.Wire}.PseudoHeaderWords({valueOf(part.Member)})"
            : $"{Emitter.Wire}.PseudoHeaderWord((ulong){valueOf(part.Member)})"));
}

/// <summary>The constant that tells an enclosing <c>[BinaryPseudoHeader]</c> member where this type holds its checksum.</summary>
internal sealed partial class Emitter
{
    public const string PseudoHeaderSlotConstant = "SpanwirePseudoHeaderChecksumAt";

    private void EmitPseudoHeaderSlot()
    {
        if (_type.Members.FirstOrDefault(member => member.Source is PseudoHeaderSlotSource) is { Source: PseudoHeaderSlotSource slot } holder)
        {
            Writer.WriteLine($"/// <summary>Where <see cref=\"{holder.Name}\"/>'s pseudo-header checksum is in the value's bytes.</summary>");
            Writer.WriteLine($"internal const int {PseudoHeaderSlotConstant} = {Invariant(slot.At)};");
            Writer.WriteLine();
        }
    }
}
