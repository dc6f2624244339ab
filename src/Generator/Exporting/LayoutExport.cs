using System.Collections.Generic;

namespace Spanwire.Generator.Exporting;

/// <summary>A file the layout export writes: its name in the output folder and its text.</summary>
internal sealed record ExportedFile(string Name, string Text);

/// <summary>
/// Everything exported for a project's types: a Kaitai Struct <c>.ksy</c> per type, one Markdown file of packet
/// diagrams and one Wireshark Lua dissector. The <c>spanwire</c> tool (src/Export, <c>spanwire export</c>) writes them; tests compile them with the real tools.
/// </summary>
internal static class LayoutExport
{
    public static IReadOnlyList<ExportedFile> Files(LayoutCatalog catalog, string projectName)
    {
        var files = new List<ExportedFile>();
        foreach (Model.TypeModel type in catalog.Types)
        {
            files.Add(new ExportedFile(catalog.TypeId(type) + ".ksy", KaitaiExport.Write(type, catalog)));
        }

        files.Add(new ExportedFile("layouts.md", PacketDiagram.Write(catalog.Types, catalog, projectName + " wire layouts")));
        files.Add(new ExportedFile(ExportNames.Snake(projectName).Replace("_", string.Empty) + ".lua", WiresharkExport.Write(catalog, projectName)));
        return files;
    }
}
