using System;
using System.Threading;
using System.Threading.Tasks;
using System.Threading.Tasks.Sources;

namespace Spanwire;

/// <summary>What the enumerators of values arriving from streams and pipes share.</summary>
public static partial class BinarySerializer
{
    /// <summary>
    /// The wait of an enumerator's <c>MoveNextAsync</c> whose read did not complete at once. The enumerators are written
    /// out rather than as async iterators: a value per arrival is a read and a parse of a few tens of nanoseconds, and an
    /// iterator's state machine and promise cost about 11 ns a value even when every read completed at once. Here a
    /// <c>MoveNextAsync</c> returns a completed result whenever its reads do, and only a read that waits goes through
    /// this object's <see cref="IValueTaskSource{TResult}"/>, reused for every wait as the iterator reused itself.
    /// </summary>
    /// <typeparam name="TRead">What the enumerator's read returns.</typeparam>
    private abstract class ArrivingValues<TRead> : IValueTaskSource<bool>, IDisposable
    {
        private readonly CancellationTokenSource? _linked; // both the call's token and the enumeration's can cancel
        private ManualResetValueTaskSourceCore<bool> _promise;
        private System.Runtime.CompilerServices.ConfiguredValueTaskAwaitable<TRead>.ConfiguredValueTaskAwaiter _pendingRead;
        private Action? _onReadCompleted;

        protected ArrivingValues(CancellationToken callToken, CancellationToken enumerationToken)
        {
            if (callToken.CanBeCanceled && enumerationToken.CanBeCanceled && callToken != enumerationToken)
            {
                _linked = CancellationTokenSource.CreateLinkedTokenSource(callToken, enumerationToken);
                CancellationToken = _linked.Token;
            }
            else
            {
                CancellationToken = callToken.CanBeCanceled ? callToken : enumerationToken;
            }
        }

        /// <summary>The token each read is given.</summary>
        protected CancellationToken CancellationToken { get; }

        /// <summary>Goes on from a read that completed: true with the next value's presence, or false with the next read that waits.</summary>
        protected abstract bool TryContinue(TRead read, out bool hasValue, out ValueTask<TRead> waitingRead);

        /// <summary>The result of a <c>MoveNextAsync</c> that waits for <paramref name="read"/>.</summary>
        protected ValueTask<bool> WaitFor(ValueTask<TRead> read)
        {
            _promise.Reset();
            Await(read);
            return new ValueTask<bool>(this, _promise.Version);
        }

        protected static ValueTask<bool> Faulted(Exception exception) => new(Task.FromException<bool>(exception));

        public virtual void Dispose() => _linked?.Dispose();

        private void Await(ValueTask<TRead> read)
        {
            _pendingRead = read.ConfigureAwait(false).GetAwaiter();
            _onReadCompleted ??= OnReadCompleted;
            _pendingRead.UnsafeOnCompleted(_onReadCompleted);
        }

        private void OnReadCompleted()
        {
            try
            {
                TRead result = _pendingRead.GetResult();
                _pendingRead = default;
                if (TryContinue(result, out bool hasValue, out ValueTask<TRead> next))
                {
                    _promise.SetResult(hasValue);
                }
                else
                {
                    Await(next);
                }
            }
            catch (Exception exception)
            {
                _promise.SetException(exception);
            }
        }

        bool IValueTaskSource<bool>.GetResult(short token) => _promise.GetResult(token);

        ValueTaskSourceStatus IValueTaskSource<bool>.GetStatus(short token) => _promise.GetStatus(token);

        void IValueTaskSource<bool>.OnCompleted(Action<object?> continuation, object? state, short token, ValueTaskSourceOnCompletedFlags flags)
            => _promise.OnCompleted(continuation, state, token, flags);
    }
}
