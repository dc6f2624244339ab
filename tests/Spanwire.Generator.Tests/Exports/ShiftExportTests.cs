using System.IO;
using System.Runtime.CompilerServices;
using Spanwire.Generator.Exporting;
using Xunit;

namespace Spanwire.Generator.Tests.Exports;

/// <summary>
/// A holder that is an exponent (<c>[BinaryLengthFrom(Scale = 2, Shift = true)]</c>: GIF's color tables) in every export:
/// tshark dissects the GIF Java's ImageIO wrote (tests/Spanwire.Tests/Vectors/gif_java.gif) to its last byte, and ksc
/// reads it with Kaitai's <c>2 &lt;&lt; n</c> (KaitaiExportTests checks random values too); the lock says <c>2&lt;&lt;#n</c>.
/// </summary>
public class ShiftExportTests
{
    private const string Source = """
        using System.Collections.Generic;
        using Spanwire;
        namespace Export;
        /// <summary>
        /// A GIF file (GIF89a): the logical screen, a global color table of 2 &lt;&lt; n entries when the flags say so, then blocks
        /// to the end: extensions and images, whose data runs in sub-blocks until an empty one, and the trailer.
        /// </summary>
        [BinarySerializable]
        [BinaryByteOrder(ByteOrder.LittleEndian)]
        [BinaryConstant("GIF")]
        public partial class GifFile
        {
            [BinaryFixedLength(3)]
            [BinaryStringEncoding(StringEncoding.Ascii)]
            public string Version = "89a";
        
            public ushort Width;
        
            public ushort Height;
        
            [BinaryBitField(1)]
            public bool HasGlobalColorTable;
        
            [BinaryBitField(3)]
            public byte ColorResolution;
        
            [BinaryBitField(1)]
            public bool Sorted;
        
            [BinaryBitField(3)]
            public byte GlobalColorTableSize;
        
            public byte BackgroundColor;
        
            public byte PixelAspectRatio;
        
            [BinaryWhen(nameof(HasGlobalColorTable))]
            [BinaryLengthFrom(nameof(GlobalColorTableSize), Scale = 2, Shift = true)]
            public GifColor[]? GlobalColorTable;
        
            [BinaryRemainder]
            public List<GifBlock> Blocks = [];
        }
        
        /// <summary>One palette entry.</summary>
        [BinarySerializable]
        public partial record struct GifColor(byte Red, byte Green, byte Blue);
        
        /// <summary>A block, by its introducer byte.</summary>
        [BinarySerializable]
        [BinaryUnionCase(0x21, typeof(GifExtension))]
        [BinaryUnionCase(0x2C, typeof(GifImage))]
        [BinaryUnionCase(0x3B, typeof(GifTrailer))]
        public abstract partial class GifBlock;
        
        /// <summary>An extension (graphic control, comment, application): its label, then its data sub-blocks.</summary>
        [BinarySerializable]
        public sealed partial class GifExtension : GifBlock
        {
            public byte Label;
        
            [BinaryUntil(nameof(GifSubBlock.Size))]
            public List<GifSubBlock> Data = [];
        }
        
        /// <summary>An image: where it sits, its flags, a local color table when they say so, then its LZW data.</summary>
        [BinarySerializable]
        [BinaryByteOrder(ByteOrder.LittleEndian)]
        public sealed partial class GifImage : GifBlock
        {
            public ushort Left;
        
            public ushort Top;
        
            public ushort Width;
        
            public ushort Height;
        
            [BinaryBitField(1)]
            public bool HasLocalColorTable;
        
            [BinaryBitField(1)]
            public bool Interlaced;
        
            [BinaryBitField(1)]
            public bool Sorted;
        
            [BinaryBitField(2)]
            public byte Reserved;
        
            [BinaryBitField(3)]
            public byte LocalColorTableSize;
        
            [BinaryWhen(nameof(HasLocalColorTable))]
            [BinaryLengthFrom(nameof(LocalColorTableSize), Scale = 2, Shift = true)]
            public GifColor[]? LocalColorTable;
        
            public byte LzwMinimumCodeSize;
        
            [BinaryUntil(nameof(GifSubBlock.Size))]
            public List<GifSubBlock> Data = [];
        }
        
        /// <summary>The end of the file.</summary>
        [BinarySerializable]
        public sealed partial class GifTrailer : GifBlock;
        
        /// <summary>Up to 255 bytes of data after their count; a count of 0 ends the data.</summary>
        [BinarySerializable]
        public partial class GifSubBlock
        {
            public byte Size;
        
            [BinaryLengthFrom(nameof(Size))]
            public byte[] Bytes = [];
        }
        """;

    private static string GifFile([CallerFilePath] string thisFile = "")
        => Path.Combine(Path.GetDirectoryName(thisFile)!, "..", "..", "Spanwire.Tests", "Vectors", "gif_java.gif");

    [Fact]
    public void The_dissector_and_Kaitai_read_the_GIF_Java_wrote()
    {
        LayoutCatalog catalog = LayoutCatalog.From(GeneratorHarness.Compilation(Source));
        Assert.Contains("2<<#", WireLock.Write(catalog.Types), System.StringComparison.Ordinal);
        byte[] bytes = File.ReadAllBytes(GifFile());

        TypeModel_Check(catalog, bytes);
        if (TsharkTool.DissectChecked(catalog, "GifFile", System.Convert.ToHexString(bytes)) is not { } json)
        {
            return;
        }

        Assert.Contains("\"20\"", json, System.StringComparison.Ordinal);
    }

    /// <summary>ksc's JavaScript parser reads the whole file with the exported .ksy.</summary>
    private static void TypeModel_Check(LayoutCatalog catalog, byte[] bytes)
    {
        string folder = Directory.CreateTempSubdirectory("spanwire-gif-").FullName;
        try
        {
            Spanwire.Generator.Model.TypeModel type = System.Linq.Enumerable.Single(catalog.Types, model => model.DisplayName == "GifFile");
            string id = catalog.TypeId(type);
            File.WriteAllText(Path.Combine(folder, id + ".ksy"), KaitaiExport.Write(type, catalog));
            File.WriteAllBytes(Path.Combine(folder, id + ".0.bin"), bytes);
            using System.Text.Json.JsonDocument report = KaitaiTool.Check(folder);
            System.Text.Json.JsonElement parsed = report.RootElement.GetProperty(id);
            Assert.False(parsed.TryGetProperty("error", out System.Text.Json.JsonElement error), error.ToString());
            Assert.Equal(bytes.Length, parsed.GetProperty("values")[0].GetProperty("end").GetInt32());
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }
}
