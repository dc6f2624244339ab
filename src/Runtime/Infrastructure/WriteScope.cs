using System;

namespace Spanwire.Infrastructure;

/// <summary>
/// What a stream or pipe write sets on its thread while it runs, and restores after: the nesting limit of its options,
/// and the remembered UTF-8 counts of long strings (a chunked write counts them once for the size, once for a prefix).
/// </summary>
internal readonly struct WriteScope : IDisposable
{
    private readonly int _previousLimit;
    private readonly bool _remembering;

    private WriteScope(int previousLimit, bool remembering)
    {
        _previousLimit = previousLimit;
        _remembering = remembering;
    }

    public static WriteScope Enter(BinarySerializerOptions options)
        => new(Wire.SetWriteDepthLimit(options.MaxDepth), Wire.RememberTextCounts());

    public void Dispose()
    {
        Wire.ForgetTextCounts(_remembering);
        Wire.SetWriteDepthLimit(_previousLimit);
    }
}
