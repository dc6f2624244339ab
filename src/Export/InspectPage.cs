using System.Text.Json;

namespace Spanwire.Export;

/// <summary>
/// <c>spanwire inspect --html</c>: one self-contained page (no network, no external script) with the bytes in a hex pane
/// and the values read as a field tree, linked both ways: selecting a field lights up its bytes, selecting a byte opens
/// and selects the innermost field read from it.
/// </summary>
internal static class InspectPage
{
    /// <summary>The hex pane shows this many bytes at most; the tree still covers the whole input.</summary>
    public const int BytesShown = 1 << 20;

    public static string Render(string? typeName, byte[] input, IReadOnlyList<InspectNode> values, int? stoppedAt)
    {
        string data = JsonSerializer.Serialize(new
        {
            title = typeName is null ? "spanwire inspect" : $"{typeName}: {values.Count} value(s), {input.Length} byte(s)",
            bytes = Convert.ToBase64String(input, 0, Math.Min(input.Length, BytesShown)),
            length = input.Length,
            stoppedAt = stoppedAt ?? -1,
            values = values.Select(Node),
        });
        return Template.Replace("/*DATA*/", data, StringComparison.Ordinal);
    }

    private static object Node(InspectNode node) => new
    {
        l = node.Label,
        v = node.Value,
        s = node.Size < 0 ? -1 : node.Start,
        e = node.Size < 0 ? -1 : node.End,
        c = node.Children.Select(Node),
    };

    private const string Template = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>spanwire inspect</title>
        <style>
        body { font: 13px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; margin: 0; display: flex; height: 100vh; color: #222; }
        #hex, #tree { overflow: auto; padding: 8px 12px; }
        #hex { flex: 0 0 auto; border-right: 1px solid #ccc; white-space: pre; }
        #tree { flex: 1 1 auto; }
        h1 { font-size: 14px; margin: 0 0 8px; }
        .row .at { color: #888; margin-right: 8px; }
        .byte { cursor: pointer; padding: 0 1px; }
        .byte.lit { background: #ffd54f; }
        .byte.stop { outline: 2px solid #d32f2f; }
        ul { list-style: none; margin: 0; padding-left: 16px; }
        #tree > ul { padding-left: 0; }
        .node { cursor: pointer; border-radius: 3px; padding: 0 3px; }
        .node.current { background: #ffd54f; }
        .place { color: #888; }
        .value { color: #1565c0; }
        .toggle { display: inline-block; width: 12px; color: #888; }
        li.closed > ul { display: none; }
        </style>
        </head>
        <body>
        <div id="hex"></div>
        <div id="tree"></div>
        <script>
        "use strict";
        const data = /*DATA*/;
        const bytes = Uint8Array.from(atob(data.bytes), c => c.charCodeAt(0));
        const hex = document.getElementById("hex");
        const tree = document.getElementById("tree");
        const cells = [];
        const hexLines = [];
        for (let row = 0; row < bytes.length; row += 16) {
          const line = document.createElement("div");
          line.className = "row";
          const at = document.createElement("span");
          at.className = "at";
          at.textContent = row.toString(16).padStart(8, "0");
          line.appendChild(at);
          for (let i = row; i < Math.min(row + 16, bytes.length); i++) {
            const cell = document.createElement("span");
            cell.className = "byte";
            cell.id = "b" + i;
            cell.dataset.offset = i;
            cell.textContent = bytes[i].toString(16).padStart(2, "0");
            cells.push(cell);
            line.appendChild(cell);
            line.appendChild(document.createTextNode(i % 8 === 7 ? "  " : " "));
          }
          hexLines.push(line);
        }
        hex.append(...hexLines);
        if (data.length > bytes.length) {
          const more = document.createElement("div");
          more.textContent = `… ${data.length - bytes.length} more byte(s) not shown`;
          hex.appendChild(more);
        }
        if (data.stoppedAt >= 0 && cells[data.stoppedAt]) cells[data.stoppedAt].classList.add("stop");
        const title = document.createElement("h1");
        title.textContent = data.title + (data.stoppedAt >= 0 ? `: reading stopped at offset ${data.stoppedAt}` : "");
        tree.appendChild(title);
        const nodes = [];
        function build(list, parent) {
          const ul = document.createElement("ul");
          for (const node of list) {
            const li = document.createElement("li");
            const toggle = document.createElement("span");
            toggle.className = "toggle";
            toggle.textContent = node.c.length ? "▾" : "";
            toggle.addEventListener("click", event => { li.classList.toggle("closed"); toggle.textContent = li.classList.contains("closed") ? "▸" : "▾"; event.stopPropagation(); });
            const label = document.createElement("span");
            label.className = "node";
            label.dataset.start = node.s;
            label.dataset.end = node.e;
            const place = node.s >= 0 ? `<span class="place">${node.s}+${node.e - node.s}</span> ` : "";
            label.innerHTML = place;
            label.appendChild(document.createTextNode(node.l));
            if (node.v !== null) {
              const value = document.createElement("span");
              value.className = "value";
              value.textContent = " = " + node.v;
              label.appendChild(value);
            }
            label.addEventListener("click", () => select(entry));
            li.append(toggle, label);
            const entry = { node, li, label, parent, toggle };
            nodes.push(entry);
            if (node.c.length) li.appendChild(build(node.c, entry));
            ul.appendChild(li);
          }
          return ul;
        }
        tree.appendChild(build(data.values, null));
        let lit = [];
        function select(entry) {
          for (const cell of lit) cell.classList.remove("lit");
          lit = [];
          for (const other of document.querySelectorAll(".node.current")) other.classList.remove("current");
          entry.label.classList.add("current");
          for (let open = entry.parent; open; open = open.parent) { open.li.classList.remove("closed"); open.toggle.textContent = "▾"; }
          for (let i = entry.node.s; i >= 0 && i < entry.node.e; i++) {
            if (cells[i]) { cells[i].classList.add("lit"); lit.push(cells[i]); }
          }
          if (lit.length) lit[0].scrollIntoView({ block: "nearest" });
          entry.label.scrollIntoView({ block: "nearest" });
        }
        // A byte selects the innermost field whose bytes hold it: the last, deepest match in tree order.
        function fieldAt(offset) {
          let best = null, depth = -1;
          for (const entry of nodes) {
            const { s, e } = entry.node;
            if (s < 0 || offset < s || offset >= e) continue;
            let d = 0;
            for (let up = entry.parent; up; up = up.parent) d++;
            if (d > depth) { best = entry; depth = d; }
          }
          return best;
        }
        hex.addEventListener("click", event => {
          const target = event.target.closest(".byte");
          if (!target) return;
          const entry = fieldAt(Number(target.dataset.offset));
          if (entry) select(entry);
        });
        </script>
        </body>
        </html>
        """;
}
