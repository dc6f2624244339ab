using System;
using System.IO;
using System.Threading;
using System.Threading.Tasks;

namespace Spanwire.Tests;

/// <summary>
/// Returns at most <paramref name="chunk"/> bytes per read and counts the reads. Not <paramref name="seekable"/>, it
/// stands for a socket or pipe stream (its position still tells the test where the reader stopped).
/// </summary>
internal sealed class TrickleStream(byte[] data, int chunk, bool seekable = true) : MemoryStream(data)
{
    public int Reads { get; private set; }

    public override bool CanSeek => seekable;

    public override int Read(byte[] buffer, int offset, int count)
    {
        Reads++;
        return base.Read(buffer, offset, Math.Min(count, chunk));
    }

    public override ValueTask<int> ReadAsync(Memory<byte> buffer, CancellationToken cancellationToken = default)
    {
        Reads++;
        return base.ReadAsync(buffer[..Math.Min(buffer.Length, chunk)], cancellationToken);
    }

    public override long Seek(long offset, SeekOrigin loc)
        => seekable ? base.Seek(offset, loc) : throw new NotSupportedException("A non-seekable stream was sought.");
}
