using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using Spanwire.Generator.Model;

namespace Spanwire.Generator.Exporting;

/// <summary>Each codec as Kaitai fields: one attribute where it is one (<see cref="Single"/>), else the fields it takes.</summary>
internal sealed partial class KaitaiExport
{
    /// <summary>The attributes of a codec that is one Kaitai attribute with nothing before it; null for one that needs more.</summary>
    private YamlMap? Single(Codec codec, Scope scope) => codec.Accept(new SingleAttributes(this, scope));

    private void AddCodec(Scope scope, string id, Codec codec, List<string> conditions)
    {
        if (Single(codec, scope) is { } single)
        {
            scope.Add(If(new YamlMap().Add("id", id).Merge(single), conditions));
            return;
        }

        codec.Accept(new CodecFields(this, scope, id, conditions));
    }

    private sealed class SingleAttributes(KaitaiExport export, Scope scope) : ICodecVisitor<YamlMap?>
    {
        public YamlMap? Visit(ScalarCodec codec) => export.Scalar(codec);

        public YamlMap? Visit(VarIntCodec codec) => new YamlMap().Add("type", export.VarIntType(codec));

        public YamlMap? Visit(TimestampCodec codec) => new YamlMap().Add("type", codec.Size == 8 ? "s8" : "s4").Add("doc", ExportNames.Timestamp(codec));

        public YamlMap? Visit(BcdCodec codec) => new YamlMap().Add("type", export.BcdType(codec));

        public YamlMap? Visit(FixedTextCodec codec) => Encoding(codec.Encoding) is { } encoding
            ? TrimmedText(new YamlMap().Add("type", "str").Add("size", codec.Length).Add("encoding", encoding), codec)
            : new YamlMap().Add("size", codec.Length).Add("doc", "Java's modified UTF-8, which Kaitai does not decode: read as bytes.");

        public YamlMap? Visit(FixedBytesCodec codec) => new YamlMap().Add("size", codec.Length);

        public YamlMap? Visit(PascalCodec codec) => new YamlMap().Add("size", codec.Length).Add("type", export.PascalType());

        public YamlMap? Visit(NullTerminatedCodec codec) => Encoding(codec.Encoding) is { } encoding ? new YamlMap().Add("type", "strz").Add("encoding", encoding) : null;

        public YamlMap? Visit(RemainderCodec codec)
        {
            var map = codec.Tail > 0 ? new YamlMap().Add("size", $"_io.size - _io.pos - {codec.Tail.ToString(CultureInfo.InvariantCulture)}") : new YamlMap().Add("size-eos", true);
            return codec.Bytes is null && Encoding(codec.Encoding) is { } encoding ? new YamlMap().Add("type", "str").Merge(map).Add("encoding", encoding) : map;
        }

        public YamlMap? Visit(NestedCodec codec) => codec.HasPresence ? null : export.Nested(codec.TypeName, scope, codec.Arguments);

        // A parameter is no field: CodecFields declares it among the type's params.
        public YamlMap? Visit(ParameterCodec codec) => null;

        // Bit fields are read with their group; the rest take a prefix, a bound, a presence byte or several fields.
        public YamlMap? Visit(BitFieldCodec codec) => null;

        public YamlMap? Visit(StringCodec codec) => null;

        public YamlMap? Visit(BytesCodec codec) => null;

        public YamlMap? Visit(BoundBytesCodec codec) => null;

        public YamlMap? Visit(NullableCodec codec) => null;

        public YamlMap? Visit(CollectionCodec codec) => null;

        public YamlMap? Visit(PositionedItemsCodec codec) => null;

        public YamlMap? Visit(OpenEndedCollectionCodec codec) => null;

        public YamlMap? Visit(TabledBytesCodec codec) => null;

        public YamlMap? Visit(WeightedCollectionCodec codec) => null;

        public YamlMap? Visit(ByteBoundCodec codec) => null;

        public YamlMap? Visit(CustomCodec codec) => null;

        // The items of a list, each chosen by the holder list's item at its index: Kaitai's switch in the repeated attribute itself.
        public YamlMap? Visit(HeldUnionCodec codec) => codec.EachItem ? new YamlMap().Add("type", export.Switch(scope, codec, export.HolderItem(scope, codec.Holder))) : null;
    }

    /// <summary>The holder list's item at the repeated attribute's index, as a number (a varint's value).</summary>
    private string HolderItem(Scope scope, string holder)
    {
        string item = HolderList(scope, holder) + "[_index]";
        return scope.Reference(holder).Codec?.Contained?.Codec.Accept(new HeldValue(this, item)) ?? item;
    }

    /// <summary>A holder list's items as an expression: a list bound by bytes reads them in a type of its own, as <c>items</c>.</summary>
    private static string HolderList(Scope scope, string holder)
    {
        (string expression, Codec? codec) = scope.Reference(holder);
        return codec is ByteBoundCodec ? expression + ".items" : expression;
    }

    /// <summary>Kaitai's switch on <paramref name="tag"/> over a held union's cases.</summary>
    private YamlMap Switch(Scope scope, HeldUnionCodec codec, string tag)
    {
        var cases = new YamlMap();
        foreach (UnionCase unionCase in codec.Cases)
        {
            // A case named by text is a Kaitai string literal.
            cases.Add(unionCase.Text.Length > 0 ? $"\"{unionCase.Text}\"" : unionCase.Tag.ToString(CultureInfo.InvariantCulture), Call(scope, unionCase.TypeName, CaseArguments(codec, unionCase.TypeName), tag));
        }

        if (codec.DefaultCase.Length > 0)
        {
            cases.Add("_", Call(scope, codec.DefaultCase, CaseArguments(codec, codec.DefaultCase), tag));
        }

        return new YamlMap().Add("switch-on", tag).Add("cases", cases);
    }

    /// <summary>The fields of a codec that is more than one attribute; those that are one are added by <see cref="AddCodec"/>.</summary>
    private sealed class CodecFields(KaitaiExport export, Scope scope, string id, List<string> conditions) : ICodecVisitor<bool>
    {
        public bool Visit(StringCodec codec) => Done(() => export.AddPrefixed(scope, id, codec.Prefix, Text(codec.Encoding), conditions));

        public bool Visit(BytesCodec codec) => Done(() => export.AddPrefixed(scope, id, codec.Prefix, new YamlMap(), conditions));

        public bool Visit(BoundBytesCodec codec)
            => Done(() => scope.Add(If(new YamlMap().Add("id", id).Add("size", BoundSize(scope, codec.Length)).Merge(codec.IsString ? Text(codec.Encoding) : new YamlMap())
                .Merge(codec.Terminated ? new YamlMap().Add("terminator", 0) : new YamlMap()), conditions)));

        public bool Visit(NullTerminatedCodec codec)
            => Done(() => scope.Add(If(new YamlMap().Add("id", id).Add("terminator", 0).Add("doc", "Java's modified UTF-8, which Kaitai does not decode: read as bytes up to the NUL."), conditions)));

        public bool Visit(NullableCodec codec) => Done(() =>
        {
            if (codec.AsNullPrefixed is { } nullPrefixed)
            {
                export.AddLayout(scope, id, nullPrefixed, 0, conditions);
            }
            else
            {
                export.AddLayout(scope, id, codec.Element, 0, [.. conditions, Presence(scope, id, conditions)]);
            }
        });

        public bool Visit(CollectionCodec codec) => Done(() => export.AddCollection(scope, id, codec, conditions));

        public bool Visit(TabledBytesCodec codec) => Done(() => export.AddTabled(scope, id, codec, conditions));

        public bool Visit(WeightedCollectionCodec codec) => Done(() => export.AddWeighted(scope, id, codec, conditions));

        public bool Visit(OpenEndedCollectionCodec codec) => Done(() =>
        {
            if (codec.Until.Count > 0)
            {
                scope.Add(If(new YamlMap().Add("id", id).Merge(export.Item(scope, id, codec.Element)).Add("repeat", "until").Add("repeat-until", export.LastItemTest(codec.Element, codec.Until)), conditions));
            }
            else if (codec.Sentinel is null)
            {
                scope.Add(If(new YamlMap().Add("id", id).Merge(export.Item(scope, id, codec.Element)).Add("repeat", "eos"), conditions));
            }
            else
            {
                export.AddTerminated(scope, id, codec, conditions);
            }
        });

        public bool Visit(ByteBoundCodec codec) => Done(() =>
        {
            // The items read in a type of their own (a substream of the bound size), which reaches this type's holders through _parent.
            string items = export.HelperType(scope.TypeId + "__" + id + "_items", inner => inner.Add(new YamlMap().Add("id", "items").Merge(export.Item(inner, "items", codec.Element)).Add("repeat", "eos")), scope);
            scope.Add(If(new YamlMap().Add("id", id).Add("size", BoundSize(scope, codec.Length)).Add("type", items), conditions));
        });

        public bool Visit(NestedCodec codec)
            => Done(() => scope.Add(If(new YamlMap().Add("id", id).Merge(export.Nested(codec.TypeName, scope, codec.Arguments)), [.. conditions, Presence(scope, id, conditions)])));

        // Kaitai's own params: the enclosing type passes the value where it names this type.
        public bool Visit(ParameterCodec codec) => Done(() => scope.Params.Add(new YamlMap().Add("id", id).Add("type", ParameterType(codec.Kind))));

        // A hand-written codec: its bytes are its own code's, unknown to the layout.
        public bool Visit(CustomCodec codec) => Done(() => scope.Add(If(new YamlMap().Add("id", id).Add("size-eos", true)
            .Add("doc", $"{codec.TypeName.Replace("global::", string.Empty)} has a hand-written codec, not described here: the rest of the data is read as bytes."),
            codec.HasPresence ? [.. conditions, Presence(scope, id, conditions)] : conditions)));

        // Kaitai's own switch: the holder's value picks the case's type.
        public bool Visit(HeldUnionCodec codec)
            => Done(() => scope.Add(If(new YamlMap().Add("id", id).Add("type", export.Switch(scope, codec, scope.Reference(codec.Holder).Expression)), conditions)));

        // Items at offsets are instances of their positioned wrapper (AddPositioned), bits are read with their group.
        public bool Visit(PositionedItemsCodec codec) => throw Unreachable(codec);

        public bool Visit(BitFieldCodec codec) => throw Unreachable(codec);

        // One attribute each: AddCodec adds them from Single.
        public bool Visit(ScalarCodec codec) => throw Unreachable(codec);

        public bool Visit(VarIntCodec codec) => throw Unreachable(codec);

        public bool Visit(TimestampCodec codec) => throw Unreachable(codec);

        public bool Visit(BcdCodec codec) => throw Unreachable(codec);

        public bool Visit(FixedTextCodec codec) => throw Unreachable(codec);

        public bool Visit(FixedBytesCodec codec) => throw Unreachable(codec);

        public bool Visit(PascalCodec codec) => throw Unreachable(codec);

        public bool Visit(RemainderCodec codec) => throw Unreachable(codec);

        private static bool Done(Action add)
        {
            add();
            return true;
        }

        private static InvalidOperationException Unreachable(Codec codec) => new($"{codec.GetType().Name} is not added as several fields.");
    }

    /// <summary>
    /// The expression of a member's value as a later member's rule reads it (a length, a condition, an offset): a
    /// decoded value's <c>value</c>, an enum's number. A codec that holds nothing (<see cref="Codec.Holds"/>) is its field.
    /// </summary>
    private sealed class HeldValue(KaitaiExport export, string id) : ICodecVisitor<string>
    {
        public string Visit(ScalarCodec codec) => EnumNumber(codec.IsEnum, codec.TypeName);

        public string Visit(BitFieldCodec codec) => codec.Bits > 1 ? EnumNumber(codec.IsEnum, codec.TypeName) : id;

        public string Visit(VarIntCodec codec) => id + ".value";

        public string Visit(BcdCodec codec) => id + ".value";

        public string Visit(TimestampCodec codec) => id;

        public string Visit(StringCodec codec) => id;

        public string Visit(BytesCodec codec) => id;

        public string Visit(FixedTextCodec codec) => id;

        public string Visit(FixedBytesCodec codec) => id;

        public string Visit(PascalCodec codec) => id;

        public string Visit(NullTerminatedCodec codec) => id;

        public string Visit(RemainderCodec codec) => id;

        public string Visit(BoundBytesCodec codec) => id;

        public string Visit(NullableCodec codec) => id;

        public string Visit(CollectionCodec codec) => id;

        public string Visit(PositionedItemsCodec codec) => id;

        public string Visit(OpenEndedCollectionCodec codec) => id;

        public string Visit(TabledBytesCodec codec) => id;

        public string Visit(WeightedCollectionCodec codec) => id;

        public string Visit(ByteBoundCodec codec) => id;

        public string Visit(NestedCodec codec) => id;

        public string Visit(CustomCodec codec) => id;

        public string Visit(HeldUnionCodec codec) => id;

        // Declared as a plain integer among the params, an enum too.
        public string Visit(ParameterCodec codec) => id;

        private string EnumNumber(bool isEnum, string typeName) => isEnum && export._catalog.Enum(typeName) is { IsFlags: false } ? id + ".to_i" : id;
    }

    /// <summary>Each wrapper as Kaitai fields around the value's (from the next wrapper in).</summary>
    private sealed class WrapperFields(KaitaiExport export, Scope scope, string id, Layout layout, int wrapper, List<string> conditions) : IWrapperVisitor<bool>
    {
        public bool Visit(ConditionalWrapper current)
        {
            export.AddLayout(scope, id, layout, wrapper + 1, [.. conditions, Condition(scope, current)]);
            return true;
        }

        public bool Visit(PositionedWrapper current)
        {
            export.AddPositioned(scope, id, layout, wrapper, current, conditions);
            return true;
        }

        public bool Visit(PointerWrapper current)
        {
            export.AddPointer(scope, id, layout, wrapper, current, conditions);
            return true;
        }

        public bool Visit(TrailingWrapper current)
        {
            // Evaluated once, before the member's first attribute, so every part of it sees the same answer.
            string present = scope.Unique("has_" + id);
            scope.Instances.Add(present, new YamlMap().Add("value", "not _io.eof"));
            export.AddLayout(scope, id, layout, wrapper + 1, [.. conditions, present]);
            return true;
        }

        public bool Visit(ConstantWrapper current)
        {
            if (!current.After)
            {
                scope.Add(If(ConstantBytes(scope, id, current.Bytes), conditions));
            }

            export.AddLayout(scope, id, layout, wrapper + 1, conditions);
            if (current.After)
            {
                scope.Add(If(ConstantBytes(scope, id, current.Bytes), conditions));
            }

            return true;
        }

        public bool Visit(ReservedWrapper current)
        {
            scope.Add(If(new YamlMap().Add("id", scope.Unique(id + "_reserved")).Add("contents", Enumerable.Repeat((object)0, current.Bytes).ToList()), conditions));
            export.AddLayout(scope, id, layout, wrapper + 1, conditions);
            return true;
        }

        public bool Visit(PresenceWrapper current)
        {
            export.AddLayout(scope, id, layout, wrapper + 1, [.. conditions, Presence(scope, id, conditions)]);
            return true;
        }

        public bool Visit(NullPrefixWrapper current)
        {
            // The frame's size is -1 for null: the frame (next) reads its value only when it is not.
            export.AddLayout(scope, id, layout, wrapper + 1, conditions);
            return true;
        }

        public bool Visit(FrameWrapper current)
        {
            export.AddFramed(scope, id, layout, wrapper, current, conditions);
            return true;
        }

        // Kaitai's size: beside the type: the value is read from a substream of the bytes the holder gives.
        public bool Visit(HeldFrameWrapper current)
        {
            export.AddLayout(scope, id, layout, wrapper + 1, conditions);
            scope.Last.Add("size", BoundSize(scope, current.Length));
            return true;
        }

        public bool Visit(ChecksumWrapper current)
        {
            var crc = If(new YamlMap().Add("id", scope.Unique(id + "_crc")).Add("type", (current.Size == 2 ? "u2" : "u4") + (current.LittleEndian ? "le" : string.Empty))
                .Add("doc", $"{current.Algorithm} of {id}'s bytes{(current.SkipBytes > 0 ? $" after its first {current.SkipBytes}" : string.Empty)}: not verified by this description."), conditions);
            if (!current.After)
            {
                scope.Add(crc);
            }

            export.AddLayout(scope, id, layout, wrapper + 1, conditions);
            if (current.After)
            {
                scope.Add(crc);
            }
            return true;
        }

        public bool Visit(CompressedWrapper current)
        {
            // Kaitai inflates zlib itself; raw deflate and gzip it leaves as the compressed bytes.
            export.AddLayout(scope, id, layout, wrapper + 1, conditions);
            scope.Last.Add(current.Format == CompressionFormat.Zlib ? "process" : "doc", current.Format == CompressionFormat.Zlib ? "zlib" : $"{current.Format}-compressed bytes (Spanwire holds them decompressed).");
            return true;
        }

        // Kaitai's own valid: any-of (within the range by construction), or the range's ends.
        public bool Visit(ValidWrapper current)
        {
            export.AddLayout(scope, id, layout, wrapper + 1, conditions);
            var valid = new YamlMap();
            if (current.AnyOf.Count > 0)
            {
                valid.Add("any-of", current.AnyOf.Select(value => (object)value).ToList());
            }
            else
            {
                if (current.Min != long.MinValue)
                {
                    valid.Add("min", current.Min);
                }

                if (current.Max != long.MaxValue)
                {
                    valid.Add("max", current.Max);
                }
            }

            if (valid.Entries.Count > 0)
            {
                scope.Last.Add("valid", valid);
            }

            return true;
        }

        // The value's bytes are what lies between a position kept before it and the stream's position after it: a
        // prefix, a bound length or a fixed field all count, whatever the codec.
        // Kaitai reads checksums as plain fields (see the case's own field); the pseudo-header adds no bytes.
        public bool Visit(PseudoHeaderWrapper current)
        {
            export.AddLayout(scope, id, layout, wrapper + 1, conditions);
            return true;
        }

        public bool Visit(PaddingWrapper current)
        {
            string start = scope.Unique(id + "__pad_start");
            scope.Add(If(new YamlMap().Add("id", start).Add("type", $"{export.PositionType()}(_io.pos)"), conditions));
            export.AddLayout(scope, id, layout, wrapper + 1, conditions);
            int multiple = current.Multiple;
            scope.Add(If(new YamlMap().Add("id", scope.Unique(id + "_pad")).Add("size", $"({multiple} - (_io.pos - {start}.at) % {multiple}) % {multiple}").Add("doc", $"Zero bytes up to a multiple of {multiple}."), conditions));
            return true;
        }
    }

    /// <summary>A collection's count in Kaitai: its prefix field (items read only when not null), a constant, or the holder's value.</summary>
    private sealed class CountFields(KaitaiExport export, Scope scope, string id, List<string> conditions) : IItemCountVisitor<(string Count, List<string> ItemConditions)>
    {
        public (string Count, List<string> ItemConditions) Visit(PrefixedCount count)
        {
            string countId = scope.Unique(id + "_count");
            scope.Add(If(new YamlMap().Add("id", countId).Add("type", export.PrefixType(count.Prefix)), conditions));
            string value = VarValue(count.Prefix, countId);
            return (value, LengthPrefixes.HasNullMarker(count.Prefix) ? [.. conditions, $"{value} >= 0"] : conditions);
        }

        public (string Count, List<string> ItemConditions) Visit(FixedCount count) => (count.Count.ToString(CultureInfo.InvariantCulture), conditions);

        public (string Count, List<string> ItemConditions) Visit(BoundCount count) => (BoundSize(scope, count.Length), conditions);

        public (string Count, List<string> ItemConditions) Visit(HolderItemsCount count) => (HolderList(scope, count.Holder) + ".size", conditions);
    }
}
