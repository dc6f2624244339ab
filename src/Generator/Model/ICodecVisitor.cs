namespace Spanwire.Generator.Model;

/// <summary>
/// Every codec, one method each. Each output (the C# emission, the lock, the Kaitai and Wireshark exports, the packet
/// diagram, the tests' value maker) implements it, so a new codec does not build until every output describes it:
/// nothing falls back to a guess.
/// </summary>
internal interface ICodecVisitor<out T>
{
    T Visit(ScalarCodec codec);

    T Visit(VarIntCodec codec);

    T Visit(TimestampCodec codec);

    T Visit(BitFieldCodec codec);

    T Visit(BcdCodec codec);

    T Visit(StringCodec codec);

    T Visit(BytesCodec codec);

    T Visit(FixedTextCodec codec);

    T Visit(FixedBytesCodec codec);

    T Visit(PascalCodec codec);

    T Visit(NullTerminatedCodec codec);

    T Visit(RemainderCodec codec);

    T Visit(BoundBytesCodec codec);

    T Visit(NullableCodec codec);

    T Visit(CollectionCodec codec);

    T Visit(PositionedItemsCodec codec);

    T Visit(OpenEndedCollectionCodec codec);

    T Visit(TabledBytesCodec codec);

    T Visit(WeightedCollectionCodec codec);

    T Visit(ByteBoundCodec codec);

    T Visit(NestedCodec codec);

    T Visit(CustomCodec codec);

    T Visit(HeldUnionCodec codec);

    T Visit(ParameterCodec codec);
}
