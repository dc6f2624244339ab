namespace Spanwire.Generator.Model;

/// <summary>Every kind of item count, one method each: each output implements it, so a new kind does not build until each describes it.</summary>
internal interface IItemCountVisitor<out T>
{
    T Visit(PrefixedCount count);

    T Visit(FixedCount count);

    T Visit(BoundCount count);

    T Visit(HolderItemsCount count);
}

/// <summary>Every value source, one method each: the emission implements it, so a new source does not build until it is written.</summary>
internal interface IValueSourceVisitor<out T>
{
    T Visit(LengthOfSource source);

    T Visit(SumSource source);

    T Visit(OffsetSource source);

    T Visit(PresenceSource source);

    T Visit(CaseTagSource source);

    T Visit(ChecksumWithinSource source);

    T Visit(PseudoHeaderSlotSource source);
}
