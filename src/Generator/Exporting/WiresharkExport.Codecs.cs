using System.Globalization;
using System.Linq;
using Spanwire.Generator.Model;

namespace Spanwire.Generator.Exporting;

internal sealed partial class WiresharkExport
{
    /// <summary>Each codec as Lua: the bytes it takes from <c>offset</c> on, shown in the tree and kept in <c>v</c> when later members need them.</summary>
    private sealed class CodecDissector(WiresharkExport export, Scope scope, string key, string label) : ICodecVisitor<bool>
    {
        public bool Visit(BcdCodec codec)
        {
            string field = export.Field(scope.TypeId, key, label, "uint64", "base.DEC");
            export.Line($"need(tvb, offset, {codec.Width}, limit)");
            export.Block("do", () =>
            {
                export.Line($"local value, exact = bcd(tvb, offset, {codec.Width}, {(codec.Digits % 2 == 1 ? "true" : "false")})");
                export.Line($"v[\"{key}\"] = value");
                export.Line($"add(tree, {field}, tvb(offset, {codec.Width}), exact)");
            });
            export.Line($"offset = offset + {codec.Width}");
            return true;
        }

        // Bit fields are dissected with their group (one container), never one by one.
        public bool Visit(BitFieldCodec codec) => throw new System.InvalidOperationException("A bit field is dissected with its group.");

        public bool Visit(ScalarCodec codec)
        {
            export.Scalar(scope, key, label, codec);
            return true;
        }

        public bool Visit(VarIntCodec codec)
        {
            bool unsignedKind = codec.Kind is ScalarKind.UInt16 or ScalarKind.UInt32 or ScalarKind.UInt64;
            string field = export.Field(scope.TypeId, key, label, unsignedKind ? "uint64" : "int64", "base.DEC");
            export.Block("do", () =>
            {
                string read = codec.Format switch
                {
                    VarIntFormat.HdrHistogram => "varint9(tvb, offset, limit, false)",
                    VarIntFormat.Sqlite => "varint9(tvb, offset, limit, true)",
                    VarIntFormat.Quic => "quic_varint(tvb, offset, limit)",
                    VarIntFormat.MySql => "prefix_coded(tvb, offset, limit, 251, {[252] = 2, [253] = 3, [254] = 8})",
                    VarIntFormat.Bitcoin => "prefix_coded(tvb, offset, limit, 253, {[253] = 2, [254] = 4, [255] = 8})",
                    _ => $"varint(tvb, offset, limit, {(codec.MaxBytes > 0 ? codec.MaxBytes : codec.NaturalMaxBytes)})",
                };
                export.Line($"local raw, length, exact = {read}");
                export.Line($"v[\"{key}\"] = {(unsignedKind ? "raw" : codec.Encoding == VarIntEncoding.ZigZag ? "zigzag(raw)" : $"signed(raw, {codec.Bits})")}");
                export.Line($"add(tree, {field}, tvb(offset, length), {(unsignedKind ? "exact" : codec.Encoding == VarIntEncoding.ZigZag ? "exact_zigzag(exact)" : $"exact_signed(exact, {codec.Bits})")})");
                export.Line("offset = offset + length");
            });
            return true;
        }

        public bool Visit(TimestampCodec codec)
        {
            export.Line($"need(tvb, offset, {codec.Size}, limit)");
            export.Line($"add(tree, {export.Field(scope.TypeId, key, $"{label} ({ExportNames.Timestamp(codec)})", codec.Size == 8 ? "int64" : "int32", "base.DEC")}, tvb(offset, {codec.Size}))");
            export.Line($"offset = offset + {codec.Size}");
            return true;
        }

        public bool Visit(StringCodec codec)
        {
            export.Block("do", () => export.Text(scope, key, label, codec.Encoding, export.Prefix(scope, key + "_length", label + " length", codec.Prefix)));
            return true;
        }

        public bool Visit(BytesCodec codec)
        {
            export.Block("do", () =>
            {
                string length = export.Prefix(scope, key + "_length", label + " length", codec.Prefix);
                export.Block($"if {length} >= 0 then", () => export.Bytes(scope, key, label, length));
            });
            return true;
        }

        public bool Visit(FixedTextCodec codec)
        {
            export.Block("do", () => export.Text(scope, key, label, codec.Encoding, codec.Length.ToString(CultureInfo.InvariantCulture), codec.TrimPadding ? codec.Padding : null));
            return true;
        }

        public bool Visit(FixedBytesCodec codec)
        {
            export.Bytes(scope, key, label, codec.Length.ToString(CultureInfo.InvariantCulture));
            return true;
        }

        public bool Visit(PascalCodec codec)
        {
            export.Line($"need(tvb, offset, {codec.Length}, limit)");
            export.Block("do", () =>
            {
                export.Line("local start = offset");
                export.Text(scope, key, label, StringEncoding.Utf8, "tvb(offset, 1):uint()", skipLengthByte: true);
                export.Line($"offset = start + {codec.Length}");
            });
            return true;
        }

        public bool Visit(NullTerminatedCodec codec)
        {
            int unit = codec.Encoding is StringEncoding.Utf16BigEndian or StringEncoding.Utf16LittleEndian ? 2 : 1;
            export.Block("do", () =>
            {
                export.Line($"local length = terminated(tvb, offset, limit, {unit})");
                export.Text(scope, key, label, codec.Encoding, "length");
                export.Line($"offset = offset + {unit}");
            });
            return true;
        }

        public bool Visit(RemainderCodec codec)
        {
            string length = codec.Tail > 0 ? $"math.max(0, limit - offset - {codec.Tail.ToString(CultureInfo.InvariantCulture)})" : "limit - offset";
            if (codec.Bytes is null)
            {
                export.Block("do", () => export.Text(scope, key, label, codec.Encoding, length));
            }
            else
            {
                export.Bytes(scope, key, label, length);
            }
            return true;
        }

        public bool Visit(BoundBytesCodec codec)
        {
            if (codec.Terminated)
            {
                // The text, then its NUL: the last of the bytes the holder gives.
                export.Block("do", () =>
                {
                    export.Text(scope, key, label, codec.Encoding, $"({BoundSize(scope, codec.Length)}) - 1");
                    export.Line("offset = offset + 1");
                });
            }
            else if (codec.IsString)
            {
                export.Block("do", () => export.Text(scope, key, label, codec.Encoding, BoundSize(scope, codec.Length)));
            }
            else
            {
                export.Bytes(scope, key, label, BoundSize(scope, codec.Length));
            }
            return true;
        }

        public bool Visit(NullableCodec codec)
        {
            if (codec.AsNullPrefixed is { } nullPrefixed)
            {
                export.Layout(scope, key, label, nullPrefixed, 0);
            }
            else
            {
                export.Presence(scope, key, label, () => export.Layout(scope, key, label, codec.Element, 0));
            }
            return true;
        }

        public bool Visit(CollectionCodec codec)
        {
            export.Block("do", () =>
            {
                string count = codec.Count.Accept(new CountDissector(export, scope, key, label));
                export.Block($"for i = 1, {count} do", () =>
                {
                    export.Layout(scope, key, label, codec.Element, 0);
                    KeepTag(scope, key);
                    if (scope.Members.Values.Any(member => member.Source is OffsetSource { Each: true } && Key(member.Name) == key))
                    {
                        // An array of offsets: kept whole for the items placed at them.
                        export.Line($"v[\"{key}_at\"] = v[\"{key}_at\"] or {{}}");
                        export.Line($"v[\"{key}_at\"][i] = v[\"{key}\"]");
                    }
                });
            });
            return true;
        }

        public bool Visit(TabledBytesCodec codec)
        {
            export.Block("do", () =>
            {
                string count = codec.Count.Accept(new CountDissector(export, scope, key, label));
                export.Line("local lengths = {}");
                export.Block($"for i = 1, {count} do", () => export.Line($"lengths[i] = {export.Prefix(scope, key + "_length", label + " length", codec.ItemPrefix)}"));
                export.Block($"for i = 1, {count} do", () => export.Block("if lengths[i] >= 0 then", () => export.Bytes(scope, key, label, "lengths[i]")));
            });
            return true;
        }

        public bool Visit(WeightedCollectionCodec codec)
        {
            string heavy = string.Join(" or ", codec.Heavy.Select(of => $"item[\"__tag\"] == {of.Tag.ToString(CultureInfo.InvariantCulture)}"));
            export.Block("do", () =>
            {
                export.Line($"local count = {codec.Count.Accept(new CountDissector(export, scope, key, label))}");
                export.Line("local counted = 0");
                export.Block("while counted < count do", () =>
                {
                    export.Line("local item");
                    export.NestedValues(scope, key, label, codec.Element.Codec.TypeName, codec.Element.Codec is NestedCodec { LittleEndian: true });
                    export.Line($"if {heavy} then counted = counted + {codec.Weight} else counted = counted + 1 end");
                });
            });
            return true;
        }

        public bool Visit(PositionedItemsCodec codec)
        {
            string offsets = $"v[\"{Key(codec.Position.Holder)}_at\"]";
            export.Block($"for i = 1, #({offsets} or {{}}) do", () =>
            {
                export.Line($"offset = {Origin(codec.Position)} + {offsets}[i]");
                export.Layout(scope, key, label, codec.Element, 0);
                export.Line("parts_end = math.max(parts_end, offset)");
            });
            return true;
        }

        public bool Visit(OpenEndedCollectionCodec codec)
        {
            if (codec.Sentinel is { } sentinel)
            {
                export.Block("while true do", () =>
                {
                    string ends = sentinel.Count == 1
                        ? $"tvb(offset, 1):uint() == {sentinel[0]}"
                        : $"tvb(offset, {sentinel.Count}):bytes():tohex():lower() == \"{ExportNames.Hex(sentinel)}\"";
                    export.Line($"need(tvb, offset, {sentinel.Count}, limit)");
                    export.Line($"if {ends} then offset = offset + {sentinel.Count} break end");
                    export.Layout(scope, key, label, codec.Element, 0);
                });
            }
            else if (codec.Until.Count > 0)
            {
                // Each item's dissection hands back its values: the one whose marker holds the value is the last.
                export.Block("while true do", () =>
                {
                    export.Line("local item");
                    export.NestedValues(scope, key, label, codec.Element.Codec.TypeName, codec.Element.Codec is NestedCodec { LittleEndian: true });
                    export.Line($"if {WiresharkExport.LastItemTest(codec.Until)} then break end");
                });
            }
            else
            {
                export.Block("while offset < limit do", () => export.Layout(scope, key, label, codec.Element, 0));
            }
            return true;
        }

        public bool Visit(ByteBoundCodec codec)
        {
            export.Block("do", () =>
            {
                export.Line($"local size = {BoundSize(scope, codec.Length)}");
                export.Line("need(tvb, offset, size, limit)");
                export.Line("local stop = offset + size");
                export.Block("do", () =>
                {
                    export.Line("local limit = stop");
                    export.Block("while offset < limit do", () =>
                    {
                        export.Layout(scope, key, label, codec.Element, 0);
                        KeepTag(scope, key);
                    });
                });
            });
            return true;
        }

        public bool Visit(NestedCodec codec)
        {
            if (codec.HasPresence)
            {
                export.Presence(scope, key, label, () => export.Nested(scope, key, label, codec.TypeName, codec.LittleEndian, codec.Arguments));
            }
            else
            {
                export.Nested(scope, key, label, codec.TypeName, codec.LittleEndian, codec.Arguments);
            }
            return true;
        }

        /// <summary>An item of a holder list whose items choose a union list's cases: kept, item by item, for those cases.</summary>
        private void KeepTag(Scope scope, string key)
        {
            if (scope.Members.Values.Any(member => member.Source is CaseTagSource { EachItem: true } && Key(member.Name) == key))
            {
                export.Line($"v[\"{key}_items\"] = v[\"{key}_items\"] or {{}}");
                export.Line($"table.insert(v[\"{key}_items\"], v[\"{key}\"])");
            }
        }

        public bool Visit(HeldUnionCodec codec)
        {
            // The union's dispatch on its tag, with the holder's value (or the holder list's item at this index) for the tag.
            string tag = codec.EachItem ? $"v[\"{Key(codec.Holder)}_items\"][i]" : $"v[\"{Key(codec.Holder)}\"]";
            export.Line("local cases = {" + string.Join(", ", codec.Cases.Select(c => $"[{(c.Text.Length > 0 ? $"\"{c.Text}\"" : c.Tag.ToString(CultureInfo.InvariantCulture))}]=\"{export.CaseId(c.TypeName)}\"")) + "}");
            string fallback = codec.DefaultCase.Length > 0 ? $"\"{export.CaseId(codec.DefaultCase)}\"" : "nil";
            export.Line($"local case = cases[{tag}] or {fallback}");
            export.Line($"if case == nil then error(\"Malformed: {codec.Holder} names no case of {label}\", 0) end");
            export.Line("local names = {" + string.Join(", ", codec.Cases.Select(c => $"[\"{export.CaseId(c.TypeName)}\"]=\"{c.DisplayName}\"")) + (codec.DefaultCase.Length > 0 ? $", [\"{export.CaseId(codec.DefaultCase)}\"]=\"{export.CaseName(codec.DefaultCase)}\"" : string.Empty) + "}");
            export.Line($"offset = dissect[case](tvb, subtree(tree, tvb, offset, \"{label}: \" .. names[case]), offset, limit{ArgumentTable(codec.CaseArguments.SelectMany(c => c.Arguments), tag)})");
            return true;
        }

        // No bytes: the value the enclosing dissector passed, kept for the members that read it.
        public bool Visit(ParameterCodec codec)
        {
            export.Line($"v[\"{key}\"] = args and args[\"{key}\"] or 0");
            return true;
        }

        public bool Visit(CustomCodec codec)
        {
            // A hand-written codec: its bytes are its own code's, shown as bytes to the end of the frame.
            if (codec is CustomCodec { HasPresence: true })
            {
                export.Presence(scope, key, label, () => export.Bytes(scope, key, label + " (hand-written codec)", "limit - offset"));
            }
            else
            {
                export.Bytes(scope, key, label + " (hand-written codec)", "limit - offset");
            }
            return true;
        }
    }

    /// <summary>Each wrapper as Lua around the value's dissection.</summary>
    private sealed class WrapperDissector(WiresharkExport export, Scope scope, string key, string label, Layout layout, int wrapper) : IWrapperVisitor<bool>
    {
        public bool Visit(ConditionalWrapper current)
        {
            export.Block($"if {Condition(scope, current)} then", () => export.Layout(scope, key, label, layout, wrapper + 1));
            return true;
        }

        public bool Visit(PositionedWrapper current)
        {
            // Out of the sequence: read at the holder's offset, to the end of the data, then back where the sequence is.
            export.Block("do", () =>
            {
                export.Line("local sequence, sequence_limit = offset, limit");
                export.Line(current.Each ? "limit = tvb:len()" : $"offset, limit = {Origin(current)} + v[\"{Key(current.Holder)}\"], tvb:len()");
                export.Layout(scope, key, label, layout, wrapper + 1);
                export.Line("parts_end = math.max(parts_end, offset)");
                export.Line("offset, limit = sequence, sequence_limit");
            });
            return true;
        }

        public bool Visit(PointerWrapper current)
        {
            // Shared bytes: read at the holder's offset (loops stop at the dissector's depth limit), then back, taking none.
            export.Block("do", () =>
            {
                export.Line("local sequence, sequence_limit = offset, limit");
                export.Line($"offset, limit = message_start + v[\"{Key(current.Holder)}\"], tvb:len()");
                export.Line("pointer_depth = pointer_depth + 1");
                export.Line("if pointer_depth > 64 then error(\"Malformed: pointers nested more than 64 deep (a loop)\", 0) end");
                export.Layout(scope, key, label, layout, wrapper + 1);
                export.Line("pointer_depth = pointer_depth - 1");
                export.Line("offset, limit = sequence, sequence_limit");
            });
            return true;
        }

        public bool Visit(TrailingWrapper current)
        {
            export.Block("if offset < limit then", () => export.Layout(scope, key, label, layout, wrapper + 1));
            return true;
        }

        public bool Visit(ConstantWrapper current)
        {
            if (!current.After)
            {
                export.ConstantBytes(scope, key, label, current.Bytes);
            }

            export.Layout(scope, key, label, layout, wrapper + 1);
            if (current.After)
            {
                export.ConstantBytes(scope, key, label, current.Bytes);
            }

            return true;
        }

        public bool Visit(ReservedWrapper current)
        {
            export.Bytes(scope, key + "_reserved", label + " reserved", current.Bytes.ToString(CultureInfo.InvariantCulture));
            export.Layout(scope, key, label, layout, wrapper + 1);
            return true;
        }

        public bool Visit(PresenceWrapper current)
        {
            export.Presence(scope, key, label, () => export.Layout(scope, key, label, layout, wrapper + 1));
            return true;
        }

        public bool Visit(NullPrefixWrapper current)
        {
            export.Layout(scope, key, label, layout, wrapper + 1);
            return true;
        }

        public bool Visit(FrameWrapper current)
        {
            export.Frame(scope, key, label, current, () => export.Layout(scope, key, label, layout, wrapper + 1), nullable: wrapper > 0 && layout.Wrappers[wrapper - 1] is NullPrefixWrapper);
            return true;
        }

        public bool Visit(HeldFrameWrapper current)
        {
            export.Block("do", () => export.Sized(label, BoundSize(scope, current.Length), skipUnknown: false, () => export.Layout(scope, key, label, layout, wrapper + 1)));
            return true;
        }

        public bool Visit(ChecksumWrapper current)
        {
            string field = export.Field(scope.TypeId, key + "_crc", $"{label} {current.Algorithm}", current.Size == 2 ? "uint16" : "uint32", "base.HEX");
            string add = current.LittleEndian ? "add_le" : "add";
            if (!current.After)
            {
                export.Line($"need(tvb, offset, {current.Size}, limit)");
                export.Line($"{add}(tree, {field}, tvb(offset, {current.Size}))");
                export.Line($"offset = offset + {current.Size}");
            }

            export.Layout(scope, key, label, layout, wrapper + 1);
            if (current.After)
            {
                export.Line($"need(tvb, offset, {current.Size}, limit)");
                export.Line($"{add}(tree, {field}, tvb(offset, {current.Size}))");
                export.Line($"offset = offset + {current.Size}");
            }
            return true;
        }

        public bool Visit(CompressedWrapper current)
        {
            export.Layout(scope, key, $"{label} ({current.Format}-compressed)", layout, wrapper + 1);
            return true;
        }

        public bool Visit(ValidWrapper current)
        {
            export.Layout(scope, key, label, layout, wrapper + 1);
            string value = $"v[\"{key}\"]";
            string test = current.AnyOf.Count > 0 ? string.Join(" or ", current.AnyOf.Select(allowed => $"{value} == {allowed.ToString(CultureInfo.InvariantCulture)}"))
                : string.Join(" and ", new[] { current.Min != long.MinValue ? $"{value} >= {current.Min.ToString(CultureInfo.InvariantCulture)}" : null, current.Max != long.MaxValue ? $"{value} <= {current.Max.ToString(CultureInfo.InvariantCulture)}" : null }.Where(part => part is not null));
            if (test.Length > 0)
            {
                export.Line($"if not ({test}) then error(\"Malformed: {label} is \" .. {value} .. \", not {ExportNames.Allowed(current)}\", 0) end");
            }

            return true;
        }

        // The dissector shows the checksum the case holds as read, as Wireshark's own TCP and UDP dissectors do by default.
        public bool Visit(PseudoHeaderWrapper current)
        {
            export.Layout(scope, key, label, layout, wrapper + 1);
            return true;
        }

        public bool Visit(PaddingWrapper current)
        {
            export.Block("do", () =>
            {
                export.Line("local start = offset");
                export.Layout(scope, key, label, layout, wrapper + 1);
                export.Bytes(scope, key + "_padding", label + " padding", $"({current.Multiple} - (offset - start) % {current.Multiple}) % {current.Multiple}");
            });
            return true;
        }
    }

    /// <summary>A collection's count as Lua: read from its prefix, a constant, or the holder's value.</summary>
    private sealed class CountDissector(WiresharkExport export, Scope scope, string key, string label) : IItemCountVisitor<string>
    {
        public string Visit(PrefixedCount count) => export.Prefix(scope, key + "_count", label + " count", count.Prefix);

        public string Visit(FixedCount count) => count.Count.ToString(CultureInfo.InvariantCulture);

        public string Visit(BoundCount count) => BoundSize(scope, count.Length);

        public string Visit(HolderItemsCount count) => $"#(v[\"{Key(count.Holder)}_items\"] or {{}})";
    }
}
