using System;
using System.Collections.Generic;

namespace Spanwire;

/// <summary>
/// The collections a read that ran short had read part of, kept for the next attempt on the same bytes plus more: a
/// non-seekable stream or a pipe cannot be read past the value, so each attempt starts again from the value's start,
/// and without this every attempt re-read every item before the one that ran short. An attempt keeps one entry per
/// collection it stopped inside (the one that ran short and those around it) and per complete collection that no other
/// collection's item holds; the next attempt takes each back when its read reaches the same collection at the same
/// offset, which it does because the bytes before it are the same.
/// </summary>
internal sealed class ReadProgress
{
    private readonly List<Entry> _kept = [];
    private readonly List<Entry> _available = [];

    // Collections the current attempt is inside, outermost first: only a complete outermost one is kept (the items of
    // an outer collection, with whatever they hold, are kept with it).
    private int _openLoops;

    /// <summary>
    /// What the last attempt kept becomes what this one may take. Attempts read ever longer prefixes of the value, so each
    /// reaches every collection the last one stopped in and takes its entry; an entry left untaken (a reader that set up
    /// an attempt and skipped it) still describes a collection nobody continued, and stays.
    /// </summary>
    public void BeginAttempt()
    {
        _available.AddRange(_kept);
        _kept.Clear();
        _openLoops = 0;
    }

    /// <summary>Forgets everything: the next value starts afresh.</summary>
    public void Reset()
    {
        _kept.Clear();
        _available.Clear();
    }

    public void Keep(int itemsStart, string typeName, string memberName, object collection, int index, int itemOffset)
        => _kept.Add(new Entry(itemsStart, typeName, memberName, collection, index, itemOffset));

    /// <summary>Entering a collection: takes back what the last attempt kept of it, if anything.</summary>
    public bool EnterLoop(int itemsStart, string typeName, string memberName, out object? collection, out int index, out int itemOffset)
    {
        _openLoops++;
        return TryTake(itemsStart, typeName, memberName, out collection, out index, out itemOffset);
    }

    /// <summary>Leaving a complete collection: kept when no other collection's item holds it.</summary>
    public void ExitLoop(int itemsStart, string typeName, string memberName, object collection, int count, int offset)
    {
        if (--_openLoops == 0)
        {
            Keep(itemsStart, typeName, memberName, collection, count, offset);
        }
    }

    private bool TryTake(int itemsStart, string typeName, string memberName, out object? collection, out int index, out int itemOffset)
    {
        for (int i = 0; i < _available.Count; i++)
        {
            Entry entry = _available[i];
            if (entry.ItemsStart == itemsStart && string.Equals(entry.MemberName, memberName, StringComparison.Ordinal)
                && string.Equals(entry.TypeName, typeName, StringComparison.Ordinal))
            {
                _available.RemoveAt(i);
                (collection, index, itemOffset) = (entry.Collection, entry.Index, entry.ItemOffset);
                return true;
            }
        }

        (collection, index, itemOffset) = (null, 0, 0);
        return false;
    }

    private readonly record struct Entry(int ItemsStart, string TypeName, string MemberName, object Collection, int Index, int ItemOffset);
}
