// netstandard2.0 lacks System.Index, which the compiler needs for list patterns. Internal, minimal, and only what
// the compiler calls.
namespace System
{
    internal readonly struct Index
    {
        private readonly int _value;

        public Index(int value, bool fromEnd = false) => _value = fromEnd ? ~value : value;

        public int Value => _value < 0 ? ~_value : _value;

        public bool IsFromEnd => _value < 0;

        public static implicit operator Index(int value) => new(value);

        public int GetOffset(int length) => IsFromEnd ? length - Value : Value;
    }
}
