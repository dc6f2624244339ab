// netstandard2.0 lacks the type the compiler needs for records and init accessors.
namespace System.Runtime.CompilerServices
{
    internal static class IsExternalInit
    {
    }
}

// netstandard2.0 lacks the attributes that let SourceWriter take interpolated lines without building strings.
namespace System.Runtime.CompilerServices
{
    [AttributeUsage(AttributeTargets.Class | AttributeTargets.Struct, AllowMultiple = false, Inherited = false)]
    internal sealed class InterpolatedStringHandlerAttribute : Attribute
    {
    }

    [AttributeUsage(AttributeTargets.Parameter, AllowMultiple = false, Inherited = false)]
    internal sealed class InterpolatedStringHandlerArgumentAttribute : Attribute
    {
        public InterpolatedStringHandlerArgumentAttribute(string argument) => Arguments = [argument];

        public string[] Arguments { get; }
    }
}
