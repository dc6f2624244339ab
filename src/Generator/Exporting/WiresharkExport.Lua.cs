using System.Globalization;
using System.Text;
using Spanwire.Generator.Model;

namespace Spanwire.Generator.Exporting;

/// <summary>The dissector's fixed Lua (the helpers every type's function calls, the TCP entry that reassembles messages) and the writers of its lines.</summary>
internal sealed partial class WiresharkExport
{
    private const string Prelude = """

        -- Short: the message continues in a later TCP segment. Anything else wrong is a malformed message.
        local Short = setmetatable({}, { __tostring = function() return "short" end })
        local message_name = nil
        -- Where the message being dissected starts: positioned members' offsets from the source count from it.
        local message_start = 0
        -- How many pointers are being followed ([BinaryPointer]): a loop is malformed, not a stack overflow.
        local pointer_depth = 0
        local dissect = {}

        local function need(tvb, offset, n, limit)
          if n >= 0 and offset + n <= limit then return end
          if n >= 0 and limit >= tvb:len() then error(Short, 0) end
          error("Malformed: " .. n .. " bytes needed at offset " .. offset .. ", the value ends at " .. limit, 0)
        end

        local function range(tvb, offset, length)
          if length == 0 then return tvb(offset > 0 and offset - 1 or 0, 0) end
          return tvb(offset, length)
        end

        local function add(tree, field, tvbrange, value)
          if tree == nil then return end
          if value == nil then return tree:add(field, tvbrange) end
          return tree:add(field, tvbrange, value)
        end

        -- Text Wireshark decodes from the bytes itself: a decoded value passed to add() is cut to the range's byte
        -- length, which drops the end of text whose UTF-8 is longer than its bytes (Latin-1, code pages, UTF-16).
        local function add_text(tree, field, tvbrange, encoding)
          if tree ~= nil then return tree:add_packet_field(field, tvbrange, encoding) end
        end

        local function add_le(tree, field, tvbrange)
          if tree ~= nil then return tree:add_le(field, tvbrange) end
        end

        local function subtree(tree, tvb, offset, label)
          if tree == nil then return nil end
          return tree:add(range(tvb, offset, 0), label)
        end

        local function text(tvb, offset, length, encoding)
          if length == 0 then return "" end
          return tvb(offset, length):string(encoding)
        end

        -- Java's modified UTF-8 (DataOutputStream.writeUTF) as UTF-8: U+0000 comes as C0 80, shown as \0 (a field's text
        -- ends at a NUL); a character outside the BMP comes as two 3-byte surrogates, joined here; a lone surrogate,
        -- which UTF-8 cannot hold, is shown as U+FFFD.
        local function modified_utf8(tvb, offset, length)
          local units, i = {}, 0
          while i < length do
            local b = tvb(offset + i, 1):uint()
            if b < 128 then units[#units + 1] = b; i = i + 1
            elseif b < 224 and i + 1 < length then
              units[#units + 1] = (b % 32) * 64 + tvb(offset + i + 1, 1):uint() % 64; i = i + 2
            elseif i + 2 < length then
              units[#units + 1] = (b % 16) * 4096 + (tvb(offset + i + 1, 1):uint() % 64) * 64 + tvb(offset + i + 2, 1):uint() % 64; i = i + 3
            else units[#units + 1] = 65533; i = length end
          end
          local out, k = {}, 1
          local function put(cp)
            if cp == 0 then out[#out + 1] = "\\0"
            elseif cp < 128 then out[#out + 1] = string.char(cp)
            elseif cp < 2048 then out[#out + 1] = string.char(192 + math.floor(cp / 64), 128 + cp % 64)
            elseif cp < 65536 then out[#out + 1] = string.char(224 + math.floor(cp / 4096), 128 + math.floor(cp / 64) % 64, 128 + cp % 64)
            else out[#out + 1] = string.char(240 + math.floor(cp / 262144), 128 + math.floor(cp / 4096) % 64, 128 + math.floor(cp / 64) % 64, 128 + cp % 64) end
          end
          while k <= #units do
            local u = units[k]
            local low = units[k + 1]
            if u >= 55296 and u < 56320 and low ~= nil and low >= 56320 and low < 57344 then
              put(65536 + (u - 55296) * 1024 + (low - 56320)); k = k + 2
            elseif u >= 55296 and u < 57344 then put(65533); k = k + 1
            else put(u); k = k + 1 end
          end
          return table.concat(out)
        end

        local function trim(value, pad)
          local last = #value
          while last > 0 and value:byte(last) == pad do last = last - 1 end
          return value:sub(1, last)
        end

        -- Packed BCD: two decimal digits a byte, most significant first; a half-byte above 9, or an odd count's first
        -- half that is not 0, is malformed. The value as a number and exact as a UInt64.
        local function bcd(tvb, offset, width, odd)
          local value, exact = 0, UInt64(0)
          for i = 0, width - 1 do
            local b = tvb(offset + i, 1):uint()
            local high, low = math.floor(b / 16), b % 16
            if high > 9 or low > 9 or (i == 0 and odd and high ~= 0) then
              error(string.format("Malformed: 0x%02x at offset %d is not a BCD byte", b, offset + i), 0)
            end
            value = value * 100 + high * 10 + low
            exact = exact * 100 + (high * 10 + low)
          end
          return value, exact
        end

        -- Varints: the value as a number (exact below 2^53, for lengths, counts and conditions), the bytes it took, and
        -- the value exact as a UInt64 (what the tree shows).
        -- LEB128: 7-bit groups, least significant first.
        local function varint(tvb, offset, limit, max)
          local value, scale, count, exact = 0, 1, 0, UInt64(0)
          while true do
            need(tvb, offset + count, 1, limit)
            local byte = tvb(offset + count, 1):uint()
            value = value + (byte % 128) * scale
            if count < 10 then exact = exact:bor(UInt64(byte % 128):lshift(7 * count)) end
            scale = scale * 128
            count = count + 1
            if byte < 128 then return value, count, exact end
            if count >= max then error("Malformed: a varint longer than " .. max .. " bytes", 0) end
          end
        end

        -- HdrHistogram's (least significant group first) and SQLite's (most significant first) varints: eight 7-bit
        -- groups at most, then a ninth byte of 8 bits.
        local function varint9(tvb, offset, limit, big_endian)
          local value, count, exact = 0, 0, UInt64(0)
          while true do
            need(tvb, offset + count, 1, limit)
            local byte = tvb(offset + count, 1):uint()
            count = count + 1
            if count == 9 then
              if big_endian then return value * 256 + byte, count, exact:lshift(8):bor(UInt64(byte)) end
              return value + byte * 2 ^ 56, count, exact:bor(UInt64(byte):lshift(56))
            end
            if big_endian then
              value = value * 128 + byte % 128
              exact = exact:lshift(7):bor(UInt64(byte % 128))
            else
              value = value + (byte % 128) * 2 ^ (7 * (count - 1))
              exact = exact:bor(UInt64(byte % 128):lshift(7 * (count - 1)))
            end
            if byte < 128 then return value, count, exact end
          end
        end

        -- QUIC's varint (RFC 9000, section 16): the first byte's top two bits give 1, 2, 4 or 8 bytes.
        local function quic_varint(tvb, offset, limit)
          need(tvb, offset, 1, limit)
          local first = tvb(offset, 1):uint()
          local length = 2 ^ math.floor(first / 64)
          need(tvb, offset, length, limit)
          local value, exact = first % 64, UInt64(first % 64)
          for i = 1, length - 1 do
            value = value * 256 + tvb(offset + i, 1):uint()
            exact = exact:lshift(8):bor(UInt64(tvb(offset + i, 1):uint()))
          end
          return value, length, exact
        end

        -- A first byte that is the value below one_byte_limit, or names how many little-endian bytes follow: MySQL's
        -- length-encoded integer (FC, FD, FE: 2, 3, 8), Bitcoin's CompactSize (FD, FE, FF: 2, 4, 8).
        local function prefix_coded(tvb, offset, limit, one_byte_limit, widths)
          need(tvb, offset, 1, limit)
          local first = tvb(offset, 1):uint()
          if first < one_byte_limit then return first, 1, UInt64(first) end
          local width = widths[first]
          if width == nil then error("Malformed: " .. string.format("%02X", first) .. " starts no integer", 0) end
          need(tvb, offset + 1, width, limit)
          local value, exact = 0, UInt64(0)
          for i = width, 1, -1 do
            value = value * 256 + tvb(offset + i, 1):uint()
            exact = exact:lshift(8):bor(UInt64(tvb(offset + i, 1):uint()))
          end
          return value, width + 1, exact
        end

        -- A varint's exact value as the member's type reads it: unsigned, ZigZag, or two's complement in its bits.
        local function exact_zigzag(exact)
          local half = exact:rshift(1)
          local value = Int64(half:lower(), half:higher())
          if exact:band(UInt64(1)) == UInt64(1) then return -value - 1 end
          return value
        end

        local function exact_signed(exact, bits)
          if bits >= 64 then return Int64(exact:lower(), exact:higher()) end
          local value = Int64(exact:lower(), exact:higher())
          if exact >= UInt64(2 ^ (bits - 1)) then return value - Int64(2 ^ bits) end
          return value
        end

        local function zigzag(raw)
          if raw % 2 == 0 then return raw / 2 end
          return -(raw + 1) / 2
        end

        local function signed(raw, bits)
          if raw >= 2 ^ (bits - 1) then return raw - 2 ^ bits end
          return raw
        end

        -- The bytes before a NUL unit (1 byte, or 2 aligned bytes for UTF-16).
        local function terminated(tvb, offset, limit, unit)
          local length = 0
          while true do
            need(tvb, offset + length, unit, limit)
            if tvb(offset + length, unit):uint() == 0 then return length end
            length = length + unit
          end
        end


        """;

    private const string Entry = """
        -- TCP: each message is measured first (no tree); a short one asks for the next segment, then it is dissected.
        function proto.dissector(tvb, pinfo, tree)
          local offset = 0
          local names = {}
          while offset < tvb:len() do
            local root = (pinfo.dst_port == PORT) and TO_PORT or FROM_PORT
            message_start, pointer_depth = offset, 0
            local ok, stop = pcall(dissect[root], tvb, nil, offset, tvb:len())
            if not ok then
              if stop == Short then
                -- Claim the whole segment (0 would hand it to other dissectors) and ask TCP for the next one.
                pinfo.desegment_offset = offset
                pinfo.desegment_len = DESEGMENT_ONE_MORE_SEGMENT
                offset = tvb:len()
                break
              end
              local item = tree:add(proto, tvb(offset))
              item:add_expert_info(PI_MALFORMED, PI_ERROR, tostring(stop))
              return
            end
            message_name = nil
            local item = tree:add(proto, tvb(offset, stop - offset))
            dissect[root](tvb, item, offset, stop)
            item:append_text(": " .. (message_name or root))
            names[#names + 1] = message_name or root
            offset = stop
          end
          if #names > 0 then
            pinfo.cols.protocol = proto.name
            pinfo.cols.info = table.concat(names, ", ")
          end
          return offset
        end

        DissectorTable.get("tcp.port"):add(PORT, proto)

        """;

    // The writers of the dissector's Lua lines.
    private static string Key(string member) => ExportNames.Snake(member);

    private void Block(string opening, System.Action body)
    {
        Line(opening);
        _indent++;
        body();
        _indent--;
        Line("end");
    }

    private void Line(string text) => _functions.Append(' ', text.Length == 0 ? 0 : _indent * 2).Append(text).Append('\n');

    // Lua expressions over the values read so far (v).
    /// <summary>Where a positioned member's offset counts from in the dissector.</summary>
    private static string Origin(PositionedWrapper positioned) => positioned.Origin == OffsetOrigin.Value ? "value_start" : "message_start";

    private static string Condition(Scope scope, ConditionalWrapper condition)
    {
        return ExportNames.ConditionText(condition, member => $"v[\"{Key(member)}\"]", FormulaText.Lua, "and", "bit32.band");
    }

    private static string BoundSize(Scope scope, BoundLength length)
    {
        var text = new StringBuilder(length.Method is { } method ? FormulaText.Lua(method.Formula, holder => $"v[\"{Key(holder)}\"]")
            : length.Shift ? $"math.floor({length.Scale} * 2 ^ v[\"{Key(length.Holder)}\"])"
            : length.Low is { } low ? $"(v[\"{Key(length.Holder)}\"] * {1L << length.LowBits} + v[\"{Key(low)}\"])"
            : $"v[\"{Key(length.Holder)}\"]" + (length.Scale == 1 ? string.Empty : $" * {length.Scale}"));
        if (length.Adjust != 0)
        {
            text.Append(" - ").Append(length.Adjust);
        }

        foreach (LengthTerm term in length.Minus)
        {
            string size = term.Bound is { } bound ? $"({BoundSize(scope, bound)})"
                : term.Measured is { } measured ? $"v[\"{Key(measured)}__bytes\"]"
                : term.Constant.ToString(CultureInfo.InvariantCulture);
            text.Append(term.When is { } when ? $" - (({Condition(scope, when)}) and {size} or 0)" : $" - {size}");
        }

        return text.ToString();
    }

    /// <summary>Constant bytes before a member or a bit-field group: shown, and checked.</summary>
    private void ConstantBytes(Scope scope, string key, string label, EquatableArray<byte> constant)
    {
        string expected = ExportNames.Hex(constant);
        Line($"need(tvb, offset, {constant.Count}, limit)");
        Line($"add(tree, {Field(scope.TypeId, key + "_constant", label + " constant", "bytes", "base.NONE")}, tvb(offset, {constant.Count}))");
        Line($"if tvb(offset, {constant.Count}):bytes():tohex():lower() ~= \"{expected}\" then error(\"Malformed: {label} expects the constant bytes {expected}\", 0) end");
        Line($"offset = offset + {constant.Count}");
    }

    private void BitFields(Scope scope, Segment segment)
    {
        if (segment.Constant.Count > 0)
        {
            ConstantBytes(scope, Key(segment.First.Name), segment.First.WireName, segment.Constant);
        }

        int bytes = segment.FixedSize;
        int bits = bytes * 8;
        Line($"need(tvb, offset, {bytes}, limit)");
        var first = (BitFieldCodec)segment.First.Layout.Codec;
        Line($"local bits = tvb(offset, {bytes}):{(first.LittleEndian ? "le_uint" : "uint")}()");
        int used = first.Order == BitOrder.HighBitFirst ? first.TagBits : 0;
        foreach (MemberModel member in segment.Members)
        {
            var codec = (BitFieldCodec)member.Layout.Codec;
            int shift = codec.Order == BitOrder.HighBitFirst ? bits - used - codec.Bits : used;
            long mask = ((1L << codec.Bits) - 1) << shift;
            string key = Key(member.Name);
            string field = Field(scope.TypeId, key, member.WireName, $"uint{bits}", $"base.DEC, {EnumNames(codec.TypeName, codec.IsEnum)}, 0x{mask:x}");
            Line($"{(first.LittleEndian ? "add_le" : "add")}(tree, {field}, tvb(offset, {bytes}))");
            Line($"v[\"{key}\"] = math.floor(bits / {1L << shift}) % {1L << codec.Bits}");
            used += codec.Bits;
        }

        Line($"offset = offset + {bytes}");
    }
}
