using System;
using System.Runtime.InteropServices;

namespace Spanwire.Fuzz;

/// <summary>
/// A copy of the input that ends exactly where an inaccessible page begins, so that any read past its end (through
/// unsafe code or a vectorized loop that a bounds check would not catch) faults at once: the idea of dotnet/runtime's
/// <c>BoundedMemory</c> in its fuzzing harnesses. Linux and macOS (<c>mmap</c>/<c>mprotect</c>); elsewhere a plain copy.
/// </summary>
internal sealed unsafe partial class BoundedMemory : IDisposable
{
    private const int ProtRead = 1;
    private const int ProtWrite = 2;
    private const int ProtNone = 0;

    private readonly byte* _block;
    private readonly nuint _blockSize;
    private readonly byte[]? _fallback;
    private readonly int _length;

    public BoundedMemory(ReadOnlySpan<byte> data)
    {
        _length = data.Length;
        if (!OperatingSystem.IsLinux() && !OperatingSystem.IsMacOS())
        {
            _fallback = data.ToArray();
            return;
        }

        nuint page = (nuint)Environment.SystemPageSize;
        nuint dataPages = ((nuint)data.Length + page - 1) / page;
        _blockSize = (dataPages + 1) * page;
        _block = (byte*)NativeMemory.AlignedAlloc(_blockSize, page);
        if (mprotect(_block + (dataPages * page), page, ProtNone) != 0)
        {
            throw new InvalidOperationException($"mprotect failed: {Marshal.GetLastPInvokeError()}");
        }

        data.CopyTo(new Span<byte>(_block + (dataPages * page) - (nuint)data.Length, data.Length));
    }

    /// <summary>The data, its last byte next to the guard page.</summary>
    public ReadOnlySpan<byte> Span => _fallback ?? new ReadOnlySpan<byte>(_block + _blockSize - (nuint)Environment.SystemPageSize - (nuint)_length, _length);

    public void Dispose()
    {
        if (_block is not null)
        {
            nuint page = (nuint)Environment.SystemPageSize;
            mprotect(_block + _blockSize - page, page, ProtRead | ProtWrite);
            NativeMemory.AlignedFree(_block);
        }
    }

    [LibraryImport("libc", SetLastError = true)]
    private static partial int mprotect(void* address, nuint length, int protection);
}
