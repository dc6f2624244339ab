using System.ComponentModel;

namespace Spanwire.Infrastructure;

public static partial class Wire
{
    /// <summary>
    /// The deserializer registered for a member type with a hand-written codec and no static <c>TryRead</c>;
    /// throws <see cref="System.InvalidOperationException"/> naming the type when none is registered.
    /// </summary>
    [EditorBrowsable(EditorBrowsableState.Never)]
    public static IBinaryDeserializer<T> Deserializer<T>() => BinaryDeserializerRegistry.Get<T>();
}
