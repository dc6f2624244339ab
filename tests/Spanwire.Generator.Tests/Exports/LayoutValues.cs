using System;
using System.Collections;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using System.Reflection;
using System.Runtime.CompilerServices;
using System.Text;
using Spanwire.Generator.Exporting;
using Spanwire.Generator.Model;

namespace Spanwire.Generator.Tests.Exports;

/// <summary>
/// Random values for a generated type, made from its layout: text and items that its controls accept (lengths within
/// a fixed field, exact fixed counts, members left unset where their condition is false). Integers stay within
/// ±2^53 so that a JavaScript parser holds them exactly. Length holders, checksums and tags are left to the writer.
/// </summary>
internal sealed class LayoutValues(LayoutCatalog catalog, Assembly assembly, Random random)
{
    private const long JavaScriptSafe = 1L << 53;

    public object? Create(TypeModel model, int depth = 0)
    {
        Type type = Resolve(model.FullyQualifiedName);
        if (model.Union is { } union)
        {
            // Struct cases are read by dispatch, not written as the base type.
            UnionCase[] cases = union.Cases.Where(c => Resolve(c.TypeName) is { IsAbstract: false } caseType && type.IsAssignableFrom(caseType)).ToArray();
            return Create(catalog.Find(cases[random.Next(cases.Length)].TypeName)!, depth);
        }

        object instance = type.GetConstructor(BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic, Type.EmptyTypes) is { } constructor
            ? constructor.Invoke(null)
            : RuntimeHelpers.GetUninitializedObject(type);
        var values = new Dictionary<string, object?>();
        foreach (MemberModel member in model.Members)
        {
            (Type memberType, Action<object, object?> set) = Member(type, member.Name.TrimStart('@'));
            if (member.Source is OffsetSource { Each: true })
            {
                // An array of offsets, filled in on write: its length is how many items the positioned list has.
                values[member.Name] = Array.CreateInstance(memberType.GetElementType()!, random.Next(4));
                set(instance, values[member.Name]);
                continue;
            }

            if (member.Source is not null)
            {
                continue;
            }

            object? value = member.Layout.Codec is PositionedItemsCodec items
                ? Collection(memberType, items.Element, ((Array)values[model.Members.Single(m => m.WireName == items.Position.Holder).Name]!).Length, depth)
                : Value(member.Layout, memberType, depth);
            if (member.Layout.Wrappers.OfType<ConditionalWrapper>().FirstOrDefault() is { } condition)
            {
                // A holder filled from presence follows its members (null a third of the time); any other decides them.
                bool filled = model.Members.Single(m => m.WireName == condition.Member).Source is PresenceSource;
                if (filled ? random.Next(3) == 0 : !Holds(condition, values[condition.Member]))
                {
                    value = memberType.IsValueType && Nullable.GetUnderlyingType(memberType) is null ? Activator.CreateInstance(memberType) : null;
                }
            }

            values[member.Name] = value;
            set(instance, value);
        }

        return instance;
    }

    private static bool Holds(ConditionalWrapper condition, object? holder)
    {
        long value = Convert.ToInt64(holder, System.Globalization.CultureInfo.InvariantCulture);
        return condition.Mask != 0 ? (value & condition.Mask) != 0 : value >= condition.Min && value <= condition.Max;
    }

    private object? Value(Layout layout, Type type, int depth)
    {
        if ((layout.Has(WrapperKind.Presence) || layout.Has(WrapperKind.NullPrefix)) && random.Next(4) == 0)
        {
            return null;
        }

        if (layout.Wrappers.OfType<ValidWrapper>().FirstOrDefault() is { } valid)
        {
            // One of the values allowed, or one in the range (within the type's own and JavaScript's exact integers).
            Type plain = Nullable.GetUnderlyingType(type) ?? type;
            long typeMin = Convert.ToInt64(plain.GetField("MinValue")!.GetValue(null), System.Globalization.CultureInfo.InvariantCulture);
            long typeMax = Convert.ToInt64(plain.GetField("MaxValue")!.GetValue(null), System.Globalization.CultureInfo.InvariantCulture);
            long low = Math.Max(Math.Max(valid.Min, typeMin), -JavaScriptSafe), high = Math.Min(Math.Min(valid.Max, typeMax), JavaScriptSafe);
            long chosen = valid.AnyOf.Count > 0 ? valid.AnyOf[random.Next(valid.AnyOf.Count)] : random.NextInt64(low, high) + (random.Next(2) == 0 ? 0 : 1);
            return Convert.ChangeType(Math.Min(chosen, high), plain, System.Globalization.CultureInfo.InvariantCulture);
        }

        return Value(layout.Codec, type, depth);
    }

    private object? Value(Codec codec, Type type, int depth) => codec.Accept(new RandomValue(this, catalog, random, Nullable.GetUnderlyingType(type) ?? type, depth));

    /// <summary>A <c>[BinaryUntil]</c> list: random items, the marker of each set so that only the last ends it.</summary>
    private object UntilList(Type type, Layout element, LastItem last, int count, int depth)
    {
        object list = Collection(type, element, count, depth);
        var items = (IList)list;
        for (int i = 0; i < count; i++)
        {
            object item = items[i]!;
            MemberInfo marker = item.GetType().GetMember(last.Member).Single();
            Type markerType = marker is FieldInfo field ? field.FieldType : ((PropertyInfo)marker).PropertyType;
            object value = markerType == typeof(bool) ? i == count - 1
                : Convert.ChangeType(i == count - 1 ? last.Value : last.Value + 1, markerType.IsEnum ? Enum.GetUnderlyingType(markerType) : markerType, System.Globalization.CultureInfo.InvariantCulture);
            value = markerType.IsEnum ? Enum.ToObject(markerType, value) : value;
            if (marker is FieldInfo settable)
            {
                settable.SetValue(item, value);
            }
            else
            {
                ((PropertyInfo)marker).SetValue(item, value);
            }

            if (type.IsArray || type.GetGenericTypeDefinition() != typeof(ImmutableArray<>))
            {
                items[i] = item;
            }
        }

        return list;
    }

    /// <summary>
    /// A list a union case's member ends (a DNS name's root label): items of that case, the last with the member's value
    /// and the others without. A held marker (a label's length) is set through what holds it: the bytes or text it
    /// measures are empty on the last item, not on the others.
    /// </summary>
    private object CaseEndedList(Type type, LastItem last, int count, int depth)
    {
        TypeModel model = catalog.Find(last.Case!.TypeName)!;
        var list = (IList)Activator.CreateInstance(type)!;
        for (int i = 0; i < count; i++)
        {
            object item = Create(model, depth + 1)!;
            bool isLast = i == count - 1;
            foreach (MemberModel measured in model.Members.Where(m => m.Layout.Codec is BoundBytesCodec { Length.Holder: var holder } && holder == last.Member))
            {
                bool text = measured.Layout.Codec is BoundBytesCodec { IsString: true };
                object value = isLast ? (text ? string.Empty : Array.Empty<byte>()) : text ? "x" + Letters(3) : new byte[] { 1, 2 };
                MemberInfo target = item.GetType().GetMember(measured.Name).Single();
                if (target is FieldInfo field)
                {
                    field.SetValue(item, value);
                }
                else
                {
                    ((PropertyInfo)target).SetValue(item, value);
                }
            }

            list.Add(item);
        }

        return list;
    }

    private object Collection(Type type, Layout element, int count, int depth)
    {
        Type itemType = type.IsArray ? type.GetElementType()! : type.GetGenericArguments()[0];
        Array items = Array.CreateInstance(itemType, count);
        for (int i = 0; i < count; i++)
        {
            items.SetValue(Value(element, itemType, depth), i);
        }

        if (type.IsArray || type.GetGenericTypeDefinition() == typeof(IReadOnlyList<>))
        {
            return items;
        }

        if (type.GetGenericTypeDefinition() == typeof(List<>))
        {
            var list = (IList)Activator.CreateInstance(type)!;
            foreach (object? item in items)
            {
                list.Add(item);
            }

            return list;
        }

        MethodInfo create = typeof(ImmutableArray).GetMethods().Single(m => m.Name == nameof(ImmutableArray.Create) && m.GetParameters() is [{ ParameterType.IsArray: true }]);
        return create.MakeGenericMethod(itemType).Invoke(null, [items])!;
    }

    private object Scalar(ScalarKind kind, Type type)
    {
        if (type.IsEnum)
        {
            Array defined = Enum.GetValues(type);
            return defined.GetValue(random.Next(defined.Length))!;
        }

        return kind switch
        {
            ScalarKind.Boolean => random.Next(2) == 1,
            ScalarKind.Char => (char)('a' + random.Next(26)),
            ScalarKind.Half => (Half)(random.Next(-2000, 2000) / 8.0),
            ScalarKind.Single => (float)(random.NextDouble() * 1000 - 500),
            ScalarKind.Double => random.NextDouble() * 1e6 - 5e5,
            ScalarKind.Int128 => (Int128)random.NextInt64(long.MinValue, long.MaxValue) * 1_000_003,
            ScalarKind.UInt128 => (UInt128)(ulong)random.NextInt64(0, long.MaxValue) * 1_000_003,
            ScalarKind.Guid => new Guid((byte[])Bytes(16, typeof(byte[]))),
            ScalarKind.DateTime => new DateTime(random.NextInt64(0, JavaScriptSafe), (DateTimeKind)random.Next(3)),
            ScalarKind.DateTimeOffset => new DateTimeOffset(random.NextInt64(TimeSpan.TicksPerDay, JavaScriptSafe), TimeSpan.FromMinutes(random.Next(-840, 841))),
            ScalarKind.TimeSpan => new TimeSpan(random.NextInt64(-JavaScriptSafe, JavaScriptSafe)),
            _ => Integer(type, JavaScriptSafe),
        };
    }

    private object Integer(Type type, long cap, bool nonNegative = false)
    {
        Type plain = type.IsEnum ? Enum.GetUnderlyingType(type) : type;
        bool signed = plain == typeof(sbyte) || plain == typeof(short) || plain == typeof(int) || plain == typeof(long);
        long max = Math.Min(cap, plain == typeof(byte) || plain == typeof(sbyte) ? 256 : plain == typeof(short) || plain == typeof(ushort) ? 65536 : plain == typeof(int) || plain == typeof(uint) ? 1L << 32 : JavaScriptSafe);
        long value = signed && !nonNegative ? random.NextInt64(-max / 2, max / 2) : random.NextInt64(0, signed ? max / 2 : max);
        object converted = Convert.ChangeType(value, plain, System.Globalization.CultureInfo.InvariantCulture);
        return type.IsEnum ? Enum.ToObject(type, converted) : converted;
    }

    private object BitField(BitFieldCodec bits, Type type)
    {
        if (type == typeof(bool))
        {
            return random.Next(2) == 1;
        }

        if (type.IsEnum)
        {
            object[] fitting = Enum.GetValues(type).Cast<object>().Where(v => Convert.ToInt64(v, System.Globalization.CultureInfo.InvariantCulture) is >= 0 and var n && n < (1L << bits.Bits)).ToArray();
            return fitting[random.Next(fitting.Length)];
        }

        return Convert.ChangeType(random.NextInt64(0, 1L << bits.Bits), type, System.Globalization.CultureInfo.InvariantCulture);
    }

    private string Letters(int count)
    {
        var text = new StringBuilder(count);
        for (int i = 0; i < count; i++)
        {
            text.Append((char)('a' + random.Next(26)));
        }

        return text.ToString();
    }

    private object Bytes(int count, Type type)
    {
        byte[] bytes = new byte[count];
        random.NextBytes(bytes);
        return type == typeof(Memory<byte>) ? new Memory<byte>(bytes) : type == typeof(ReadOnlyMemory<byte>) ? new ReadOnlyMemory<byte>(bytes) : (object)bytes;
    }

    public Type Resolve(string fullyQualifiedName)
    {
        // Nested types: Outer.Inner is Outer+Inner in metadata, so turn dots into pluses from the right until one resolves.
        string name = fullyQualifiedName.Replace("global::", string.Empty, StringComparison.Ordinal);
        Type? type;
        while ((type = assembly.GetType(name)) is null)
        {
            int dot = name.LastIndexOf('.');
            name = dot < 0 ? throw new InvalidOperationException($"No type {fullyQualifiedName}") : name[..dot] + "+" + name[(dot + 1)..];
        }

        return type;
    }

    private static (Type Type, Action<object, object?> Set) Member(Type type, string name)
    {
        for (Type? current = type; current is not null; current = current.BaseType)
        {
            const BindingFlags flags = BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.DeclaredOnly;
            if (current.GetProperty(name, flags) is { } property)
            {
                return (property.PropertyType, (target, value) => property.SetValue(target, value));
            }

            if (current.GetField(name, flags) is { } field)
            {
                return (field.FieldType, (target, value) => field.SetValue(target, value));
            }
        }

        throw new InvalidOperationException($"{type} has no member {name}");
    }

    /// <summary>A value each codec accepts, of the member's type (<paramref name="plain"/>, without <c>Nullable</c>).</summary>
    private sealed class RandomValue(LayoutValues owner, LayoutCatalog catalog, Random random, Type plain, int depth) : ICodecVisitor<object?>
    {
        public object? Visit(ScalarCodec codec) => owner.Scalar(codec.Kind, plain);

        // An unsigned varint in a signed member: a negative value is its 64-bit two's complement, past 2^53.
        public object? Visit(VarIntCodec codec)
            => owner.Integer(plain, codec.MaxBytes > 0 ? Math.Min(JavaScriptSafe, 1L << ((7 * codec.MaxBytes) - 1)) : JavaScriptSafe, nonNegative: codec.Encoding == Spanwire.Generator.Model.VarIntEncoding.Unsigned);

        public object? Visit(BitFieldCodec codec) => owner.BitField(codec, plain);

        // Every digit count up to 15, exact in JavaScript (Kaitai's runtime); a type's own limit below that.
        public object? Visit(BcdCodec codec)
            => Convert.ChangeType(random.NextInt64(0, (long)Math.Min(codec.Largest, (1UL << 53) - 1) + 1), plain, System.Globalization.CultureInfo.InvariantCulture);

        public object? Visit(TimestampCodec codec)
        {
            // Whole units after 1990, so that the value reads back as written and its count stays below 2^53.
            long perUnit = codec.Unit switch { Spanwire.Generator.Model.TimeUnit.Seconds => TimeSpan.TicksPerSecond, Spanwire.Generator.Model.TimeUnit.Milliseconds => TimeSpan.TicksPerMillisecond, Spanwire.Generator.Model.TimeUnit.Microseconds => 10, _ => 1 };
            var at = new DateTime(new DateTime(1990, 1, 1).Ticks + (random.NextInt64(0, codec.Size == 4 ? 1L << 29 : 1L << 40) * (codec.Size == 4 ? TimeSpan.TicksPerSecond : perUnit)), DateTimeKind.Utc);
            return codec.IsOffset ? new DateTimeOffset(at) : (object)at;
        }

        public object? Visit(StringCodec codec) => owner.Letters(random.Next(7));

        public object? Visit(NullTerminatedCodec codec) => owner.Letters(random.Next(7));

        public object? Visit(BoundBytesCodec codec) => codec.IsString ? owner.Letters(random.Next(7)) : owner.Bytes(random.Next(7), plain);

        public object? Visit(RemainderCodec codec) => codec.Bytes is null ? owner.Letters(random.Next(7)) : owner.Bytes(random.Next(7), plain);

        public object? Visit(FixedTextCodec codec) => owner.Letters(random.Next(codec.Length + 1));

        public object? Visit(PascalCodec codec) => owner.Letters(random.Next(codec.Length));

        public object? Visit(FixedBytesCodec codec) => owner.Bytes(codec.Length, plain);

        public object? Visit(BytesCodec codec) => owner.Bytes(random.Next(7), plain);

        public object? Visit(NullableCodec codec) => random.Next(3) == 0 ? null : owner.Value(codec.Element, plain, depth);

        public object? Visit(CollectionCodec codec) => owner.Collection(plain, codec.Element, codec.Count is FixedCount fixedCount ? fixedCount.Count : random.Next(4), depth);

        public object? Visit(OpenEndedCollectionCodec codec) => codec.Until.Count switch
        {
            0 => owner.Collection(plain, codec.Element, random.Next(4), depth),
            1 when codec.Until[0].Case is null => owner.UntilList(plain, codec.Element, codec.Until[0], 1 + random.Next(3), depth),
            _ => owner.CaseEndedList(plain, codec.Until.First(last => last.Case is not null && last.Member.Length > 0), 1 + random.Next(3), depth),
        };

        public object? Visit(ByteBoundCodec codec) => owner.Collection(plain, codec.Element, random.Next(4), depth);

        public object? Visit(WeightedCollectionCodec codec) => owner.Collection(plain, codec.Element, random.Next(4), depth);

        public object? Visit(TabledBytesCodec codec) => owner.Collection(plain, codec.Element, codec.Count is FixedCount fixedCount ? fixedCount.Count : random.Next(4), depth);

        public object? Visit(NestedCodec codec) => codec.HasPresence && (depth > 2 || random.Next(4) == 0)
            ? null
            : owner.Create(catalog.Find(codec.TypeName) ?? throw new InvalidOperationException($"{codec.TypeName} has no model"), depth + 1);

        // Items at offsets are made with the offsets that place them (Create); a hand-written codec's values are its own.
        public object? Visit(PositionedItemsCodec codec) => throw new NotSupportedException("Items at offsets are made with their offsets.");

        public object? Visit(CustomCodec codec) => throw new NotSupportedException($"No random values for the hand-written {codec.TypeName}.");

        // Not on the wire: a value written on its own passes it, and it stays at its default.
        public object? Visit(ParameterCodec codec) => Activator.CreateInstance(plain);

        // One of the union's cases (its holder is filled from it on write).
        public object? Visit(HeldUnionCodec codec) => owner.Create(catalog.Find(codec.Cases[random.Next(codec.Cases.Count)].TypeName)!, depth + 1);
    }
}
