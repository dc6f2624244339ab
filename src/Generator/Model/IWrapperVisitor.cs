namespace Spanwire.Generator.Model;

/// <summary>
/// Every wrapper, one method each: like <see cref="ICodecVisitor{T}"/>, each output implements it, so a new wrapper
/// does not build until every output says what it puts around a value.
/// </summary>
internal interface IWrapperVisitor<out T>
{
    T Visit(ConditionalWrapper wrapper);

    T Visit(PositionedWrapper wrapper);

    T Visit(PointerWrapper wrapper);

    T Visit(TrailingWrapper wrapper);

    T Visit(ConstantWrapper wrapper);

    T Visit(ReservedWrapper wrapper);

    T Visit(PresenceWrapper wrapper);

    T Visit(NullPrefixWrapper wrapper);

    T Visit(FrameWrapper wrapper);

    T Visit(HeldFrameWrapper wrapper);

    T Visit(ChecksumWrapper wrapper);

    T Visit(PaddingWrapper wrapper);

    T Visit(PseudoHeaderWrapper wrapper);

    T Visit(CompressedWrapper wrapper);

    T Visit(ValidWrapper wrapper);
}
