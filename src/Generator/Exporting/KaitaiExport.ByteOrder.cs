using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using Spanwire.Generator.Model;

namespace Spanwire.Generator.Exporting;

/// <summary>Byte order chosen at read time: Kaitai's calculated endianness, and where the types that follow it are declared.</summary>
internal sealed partial class KaitaiExport
{
    /// <summary>
    /// Kaitai's calculated endianness: the holder's bytes, peeked where they are, pick <c>le</c> or <c>be</c> for the
    /// members that follow the choice (written without a suffix) and for the types declared under this one.
    /// </summary>
    private YamlMap ChosenByteOrder(TypeModel type, ByteOrderChoice chosen, YamlMap body)
    {
        MemberModel holder = type.Members.First(member => member.WireName == chosen.Holder);
        var cases = new YamlMap();
        foreach (long value in chosen.LittleEndian)
        {
            cases.Add(value.ToString(CultureInfo.InvariantCulture), "le");
        }

        foreach (long value in chosen.BigEndian)
        {
            cases.Add(value.ToString(CultureInfo.InvariantCulture), "be");
        }

        _explicitOrder = true;
        YamlMap mark = new YamlMap().Add("pos", $"_io.pos + {chosen.HolderOffset.ToString(CultureInfo.InvariantCulture)}").Merge(Scalar((ScalarCodec)holder.Layout.Codec));
        _explicitOrder = false;
        var instances = body.Get("instances") as YamlMap ?? new YamlMap();
        instances.Add("byte_order_mark", mark);
        var meta = new YamlMap().Add("endian", new YamlMap().Add("switch-on", "byte_order_mark").Add("cases", cases));
        return new YamlMap().Add("meta", meta).Merge(body.Without("instances")).Add("instances", instances);
    }

    /// <summary>
    /// Types that follow their holder's order take Kaitai's calculated endianness from the type they are declared
    /// under, not from the one that uses them: they go under each type that chooses and reaches them (under the
    /// document when the root chooses, where every other type then says it is big-endian). Two choosers that use the
    /// same follower (ELF's 32- and 64-bit headers) each declare it.
    /// </summary>
    private void PlaceByteOrderFollowers()
    {
        var followers = _models.Where(entry => entry.Value.ByteOrderFrom is { FollowsEnclosing: true }).Select(entry => entry.Key).OrderBy(id => id, System.StringComparer.Ordinal).ToList();
        if (_root.ByteOrderFrom is { FollowsEnclosing: false })
        {
            foreach (string id in _types.Keys.Except(followers).ToList())
            {
                _types[id] = new YamlMap().Add("meta", new YamlMap().Add("endian", "be")).Merge(_types[id]);
            }

            return;
        }

        var placed = new HashSet<string>();
        foreach (string chooser in _models.Where(entry => entry.Value.ByteOrderFrom is { FollowsEnclosing: false }).Select(entry => entry.Key).OrderBy(id => id, System.StringComparer.Ordinal))
        {
            List<string> reached = FollowersReachedFrom(chooser, followers);
            if (reached.Count == 0)
            {
                continue;
            }

            var nested = new YamlMap();
            foreach (string id in reached)
            {
                nested.Add(id, _types[id]);
                placed.Add(id);
            }

            _types[chooser].Add("types", nested);
        }

        // Followers used on their own read big-endian, as the document says.
        foreach (string id in placed)
        {
            _types.Remove(id);
        }
    }

    /// <summary>The followers a type's layout reaches, directly or through the types it uses, in id order.</summary>
    private List<string> FollowersReachedFrom(string chooser, List<string> followers)
    {
        var visited = new HashSet<string> { chooser };
        var pending = new Stack<string>();
        pending.Push(chooser);
        while (pending.Count > 0)
        {
            foreach (string used in _uses.TryGetValue(pending.Pop(), out HashSet<string>? uses) ? uses : [])
            {
                if (visited.Add(used))
                {
                    pending.Push(used);
                }
            }
        }

        return [.. followers.Where(visited.Contains)];
    }
}
