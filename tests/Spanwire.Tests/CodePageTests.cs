using System;
using System.Collections.Generic;
using System.Linq;
using System.Text.Json;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// UTF-16LE, Windows-1252 and code page 437 (issue 43) against Python's codecs (Vectors/make_encoding_vectors.py): each
/// text encodes to Python's bytes and decodes back; bytes a code page leaves undefined are invalid data at their offset.
/// </summary>
public class CodePageTests
{
    public static TheoryData<string, string, string> Texts()
    {
        var data = new TheoryData<string, string, string>();
        foreach (string kind in new[] { "utf-16-le", "cp1252", "cp437" })
        {
            foreach (JsonElement vector in TestSupport.Vectors("encoding_vectors.jsonl", kind))
            {
                data.Add(kind, vector.GetProperty("text").GetString()!, vector.GetProperty("hex").GetString()!);
            }
        }

        return data;
    }

    [Theory]
    [MemberData(nameof(Texts))]
    public void Text_encodes_as_Pythons_codec_does_and_decodes_back(string codec, string text, string hex)
    {
        var value = codec switch
        {
            "utf-16-le" => new CodePageTexts { Utf16 = text },
            "cp1252" => new CodePageTexts { Windows = text },
            _ => new CodePageTexts { Dos = text },
        };
        byte[] bytes = BinarySerializer.Serialize(value);
        int at = codec switch { "utf-16-le" => 0, "cp1252" => 2 + (value.Utf16.Length * 2), _ => 4 + (value.Utf16.Length * 2) + value.Windows.Length };
        Assert.Equal(hex.Length / 2, (bytes[at] << 8) | bytes[at + 1]);
        Assert.Equal(hex, Convert.ToHexString(bytes, at + 2, hex.Length / 2), ignoreCase: true);
        CodePageTexts read = TestSupport.RoundTrip(value);
        Assert.Equal(text, codec switch { "utf-16-le" => read.Utf16, "cp1252" => read.Windows, _ => read.Dos });
    }

    [Fact]
    public void A_wide_C_string_ends_at_a_00_00_code_unit_not_at_a_zero_byte_inside_a_character()
    {
        var value = new CodePageTexts { WideCString = "Ā€" }; // U+0100 is 00 01 in UTF-16LE: its zero byte is no terminator
        byte[] bytes = BinarySerializer.Serialize(value);
        Assert.Equal("0001" + "AC20" + "0000", Convert.ToHexString(bytes, 6, 6));
        Assert.Equal("Ā€", TestSupport.RoundTrip(value).WideCString);
    }

    [Fact]
    public void Bytes_a_code_page_leaves_undefined_and_characters_it_lacks_are_errors_naming_the_member()
    {
        foreach (JsonElement vector in TestSupport.Vectors("encoding_vectors.jsonl", "cp1252-undefined"))
        {
            byte[] bytes = Convert.FromHexString("0000" + "0001" + vector.GetProperty("hex").GetString() + "0000" + "0000");
            var error = Assert.Throws<BinarySerializationException>(() => BinarySerializer.Deserialize<CodePageTexts>(bytes));
            Assert.Equal(("Windows", 4), (error.MemberName, error.Offset));
        }

        Assert.Equal("Dos", Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(new CodePageTexts { Dos = "€" })).MemberName);
        Assert.Equal("Windows", Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(new CodePageTexts { Windows = "╔" })).MemberName);
        Assert.Equal("Utf16", Assert.Throws<BinarySerializationException>(() => BinarySerializer.Serialize(new CodePageTexts { Utf16 = "\uD800" })).MemberName);
    }
}
