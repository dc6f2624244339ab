using System.Collections.Generic;
using Spanwire.Generator.Codecs;
using Spanwire.Generator.Emitting;
using Spanwire.Generator.Model;
using Spanwire.Generator.Parsing;

namespace Spanwire.Generator.Controls;

/// <summary>
/// <c>[BinaryLengthFrom]</c>: a string's or byte array's byte length, or a collection's item count, comes from an
/// earlier integer member instead of a prefix. On write that member is filled in from the data; on read it bounds the field.
/// </summary>
internal sealed class LengthFrom : LayoutControl
{
    public override string AttributeName => "Spanwire.BinaryLengthFromAttribute";

    public override int Order => 105;

    public override IReadOnlyCollection<string> ConflictsWith => ["BinaryFixedLength", "BinaryLengthPrefix", "BinaryPresenceByte", "BinaryStringEncoding"];

    public override bool ApplyToType(TypeContext type)
    {
        bool valid = true;
        List<MemberModel> members = type.Members;
        for (int i = 0; i < members.Count; i++)
        {
            if (type.Attribute(this, i) is not { } attribute)
            {
                continue;
            }

            string? name = AttributeArguments.String(attribute);
            if (name is not null && type.Failed(name))
            {
                valid = false;
                continue;
            }

            int holder = name is not null ? type.IndexOf(name) : -1;
            if (holder < 0 || holder >= i)
            {
                valid = type.Misplaced(this, i, "UTF-8 strings, byte arrays and collections bound to an earlier member of the type; "
                    + (holder < 0 ? "no member has that name" : "the member named comes later"));
                continue;
            }

            long max = members[holder].Layout.Codec switch
            {
                ScalarCodec { IsEnum: false } scalar => MaxLength(scalar.Kind),
                VarIntCodec varInt => MaxLength(varInt.Kind),
                _ => 0,
            };
            Layout bound = members[i].Layout;
            (Codec Codec, BoundShape Shape)? binding = bound.Has(WrapperKind.Padding) ? null : bound.Codec switch
            {
                StringCodec => (new BoundBytesCodec(bound.Codec.TypeName, IsString: true, members[holder].WireName), BoundShape.Utf8),
                BytesCodec { Kind: BytesKind.Array } => (new BoundBytesCodec(bound.Codec.TypeName, IsString: false, members[holder].WireName), BoundShape.Array),
                CollectionCodec collection => (collection with { Count = new BoundCount(members[holder].WireName) }, collection.Kind switch
                {
                    CollectionKind.ImmutableArray => BoundShape.ImmutableArray,
                    CollectionKind.List or CollectionKind.ReadOnlyList => BoundShape.List,
                    _ => BoundShape.Array,
                }),
                _ => null,
            };
            if (max == 0 || binding is null || members[holder].Source is not null)
            {
                valid = type.Misplaced(this, i, "UTF-8 strings, byte arrays and collections bound to an earlier, otherwise unused byte-to-long member");
                continue;
            }

            members[holder] = members[holder] with { Source = new LengthOfSource(members[i].WireName, binding.Value.Shape, max) };
            members[i] = members[i] with { Layout = bound.With(binding.Value.Codec) };
        }

        return valid;
    }

    private static long MaxLength(ScalarKind kind) => kind switch
    {
        ScalarKind.Byte => byte.MaxValue,
        ScalarKind.SByte => sbyte.MaxValue,
        ScalarKind.Int16 => short.MaxValue,
        ScalarKind.UInt16 => ushort.MaxValue,
        ScalarKind.Int32 or ScalarKind.UInt32 or ScalarKind.Int64 or ScalarKind.UInt64 => int.MaxValue,
        _ => 0,
    };
}

/// <summary>What a bound member's length is measured on.</summary>
internal enum BoundShape
{
    Utf8,
    Array,
    List,
    ImmutableArray,
}

/// <summary>A length-holding member: written as the bound member's actual length, checked against the holder's range.</summary>
internal sealed record LengthOfSource(string BoundMember, BoundShape Shape, long Max) : ValueSource
{
    public override string Expression(Emitter emitter, MemberModel member, string offset)
    {
        string access = emitter.MemberAccess(BoundMember);
        string length = Shape switch
        {
            BoundShape.Utf8 => $"{Emitter.Wire}.Utf8Length({access}, {emitter.TypeLiteral}, {Emitter.Literal(BoundMember)})",
            BoundShape.ImmutableArray => $"({access}.IsDefault ? -1 : {access}.Length)",
            BoundShape.List => $"({access}?.Count ?? -1)",
            _ => $"({access}?.Length ?? -1)",
        };
        return $"({member.Layout.Codec.TypeName}){Emitter.Wire}.BindLength({length}, {Emitter.Invariant(Max)}L, {emitter.TypeLiteral}, {Emitter.Literal(member.WireName)}, {offset})";
    }
}

/// <summary>A UTF-8 string or byte array whose byte length an earlier member holds: no prefix of its own.</summary>
internal sealed record BoundBytesCodec(string TypeName, bool IsString, string LengthMember) : Codec(TypeName)
{
    public override int MinSize => 0;

    public override void EmitWrite(Emitter emitter, string value, string member)
        => emitter.Advance($"{Emitter.Wire}.{(IsString ? "WriteUnprefixedString" : "WriteUnprefixedBytes")}(destination, offset, {value}, {emitter.TypeLiteral}, {member})");

    public override void EmitRead(Emitter emitter, string target, string member)
    {
        string length = emitter.Temp("length");
        emitter.ReturnFalseUnless($"{Emitter.Wire}.TryReadBoundLength(source, offset, ref state, {emitter.TypeLiteral}, {member}, (long){Emitter.MemberLocal(LengthMember)}, 1, out int {length})");
        emitter.ReturnFalseUnless(IsString
            ? $"{Emitter.Wire}.TryReadFixedString(source, ref offset, ref state, {emitter.TypeLiteral}, {member}, {length}, 0, false, out {target})"
            : $"{Emitter.Wire}.TryReadFixedBytes(source, ref offset, ref state, {emitter.TypeLiteral}, {member}, {length}, out {target})");
    }

    public override void EmitSize(Emitter emitter, string value, string member)
        => emitter.AddSize(IsString
            ? $"global::System.Math.Max(0, {Emitter.Wire}.Utf8Length({value}, {emitter.TypeLiteral}, {member}))"
            : $"({value}?.Length ?? 0)");
}

/// <summary>A collection whose item count an earlier member holds.</summary>
internal sealed record BoundCount(string Member) : ItemCount
{
    public override void EmitRead(Emitter emitter, string count, int elementMinSize, string member)
        => emitter.ReturnFalseUnless($"{Emitter.Wire}.TryReadBoundLength(source, offset, ref state, {emitter.TypeLiteral}, {member}, (long){Emitter.MemberLocal(Member)}, {Emitter.Invariant(elementMinSize)}, out int {count})");
}
