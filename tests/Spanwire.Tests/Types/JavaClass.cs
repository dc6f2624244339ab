using System.Collections.Generic;
using Spanwire;

namespace Spanwire.Tests.Types;

/// <summary>
/// A Java class file (JVMS §4, Kaitai's java_class): the magic, the version, the constant pool (its count is one more
/// than the entries it numbers, and a long or double constant takes two numbers), the class's flags and names, and
/// its interfaces, fields, methods and attributes, each behind a 16-bit count.
/// </summary>
[BinarySerializable]
[BinaryConstant(0xCA, 0xFE, 0xBA, 0xBE)]
public partial class JavaClassFile
{
    public ushort MinorVersion;

    public ushort MajorVersion;

    public ushort ConstantPoolCount;

    [BinaryLengthFrom(nameof(ConstantPoolCount), Adjust = 1)]
    [BinaryItemWeight(2, typeof(JavaLongConstant), typeof(JavaDoubleConstant))]
    public List<JavaConstant> ConstantPool = [];

    public ushort AccessFlags;

    public ushort ThisClass;

    public ushort SuperClass;

    [BinaryLengthPrefix(LengthPrefix.UInt16)]
    public ushort[] Interfaces = [];

    [BinaryLengthPrefix(LengthPrefix.UInt16)]
    public List<JavaMember> Fields = [];

    [BinaryLengthPrefix(LengthPrefix.UInt16)]
    public List<JavaMember> Methods = [];

    [BinaryLengthPrefix(LengthPrefix.UInt16)]
    public List<JavaAttribute> Attributes = [];
}

/// <summary>A field or a method: flags, name and descriptor (constant-pool indices), attributes.</summary>
[BinarySerializable]
public partial class JavaMember
{
    public ushort AccessFlags;

    public ushort NameIndex;

    public ushort DescriptorIndex;

    [BinaryLengthPrefix(LengthPrefix.UInt16)]
    public List<JavaAttribute> Attributes = [];
}

/// <summary>An attribute, kept as its bytes: its name's index, then a 32-bit length.</summary>
[BinarySerializable]
public partial class JavaAttribute
{
    public ushort NameIndex;

    [BinaryLengthPrefix(LengthPrefix.UInt32)]
    public byte[] Info = [];
}

/// <summary>A constant-pool entry, by its one-byte tag.</summary>
[BinarySerializable]
[BinaryUnionCase(1, typeof(JavaUtf8Constant))]
[BinaryUnionCase(3, typeof(JavaIntegerConstant))]
[BinaryUnionCase(4, typeof(JavaFloatConstant))]
[BinaryUnionCase(5, typeof(JavaLongConstant))]
[BinaryUnionCase(6, typeof(JavaDoubleConstant))]
[BinaryUnionCase(7, typeof(JavaClassConstant))]
[BinaryUnionCase(8, typeof(JavaStringConstant))]
[BinaryUnionCase(9, typeof(JavaFieldRefConstant))]
[BinaryUnionCase(10, typeof(JavaMethodRefConstant))]
[BinaryUnionCase(11, typeof(JavaInterfaceMethodRefConstant))]
[BinaryUnionCase(12, typeof(JavaNameAndTypeConstant))]
[BinaryUnionCase(15, typeof(JavaMethodHandleConstant))]
[BinaryUnionCase(16, typeof(JavaMethodTypeConstant))]
[BinaryUnionCase(17, typeof(JavaDynamicConstant))]
[BinaryUnionCase(18, typeof(JavaInvokeDynamicConstant))]
[BinaryUnionCase(19, typeof(JavaModuleConstant))]
[BinaryUnionCase(20, typeof(JavaPackageConstant))]
public abstract partial class JavaConstant
{
}

/// <summary>Text in Java's modified UTF-8 (NUL as C0 80, supplementary characters as surrogate pairs).</summary>
[BinarySerializable]
public partial class JavaUtf8Constant : JavaConstant
{
    [BinaryLengthPrefix(LengthPrefix.UInt16)]
    [BinaryStringEncoding(StringEncoding.JavaModifiedUtf8)]
    public string Text = "";
}

[BinarySerializable]
public partial class JavaIntegerConstant : JavaConstant
{
    public int Value;
}

[BinarySerializable]
public partial class JavaFloatConstant : JavaConstant
{
    public float Value;
}

/// <summary>Takes two constant-pool numbers.</summary>
[BinarySerializable]
public partial class JavaLongConstant : JavaConstant
{
    public long Value;
}

/// <summary>Takes two constant-pool numbers.</summary>
[BinarySerializable]
public partial class JavaDoubleConstant : JavaConstant
{
    public double Value;
}

[BinarySerializable]
public partial class JavaClassConstant : JavaConstant
{
    public ushort NameIndex;
}

[BinarySerializable]
public partial class JavaStringConstant : JavaConstant
{
    public ushort TextIndex;
}

[BinarySerializable]
public partial class JavaFieldRefConstant : JavaConstant
{
    public ushort ClassIndex;

    public ushort NameAndTypeIndex;
}

[BinarySerializable]
public partial class JavaMethodRefConstant : JavaConstant
{
    public ushort ClassIndex;

    public ushort NameAndTypeIndex;
}

[BinarySerializable]
public partial class JavaInterfaceMethodRefConstant : JavaConstant
{
    public ushort ClassIndex;

    public ushort NameAndTypeIndex;
}

[BinarySerializable]
public partial class JavaNameAndTypeConstant : JavaConstant
{
    public ushort NameIndex;

    public ushort DescriptorIndex;
}

[BinarySerializable]
public partial class JavaMethodHandleConstant : JavaConstant
{
    public byte ReferenceKind;

    public ushort ReferenceIndex;
}

[BinarySerializable]
public partial class JavaMethodTypeConstant : JavaConstant
{
    public ushort DescriptorIndex;
}

[BinarySerializable]
public partial class JavaDynamicConstant : JavaConstant
{
    public ushort BootstrapMethodIndex;

    public ushort NameAndTypeIndex;
}

[BinarySerializable]
public partial class JavaInvokeDynamicConstant : JavaConstant
{
    public ushort BootstrapMethodIndex;

    public ushort NameAndTypeIndex;
}

[BinarySerializable]
public partial class JavaModuleConstant : JavaConstant
{
    public ushort NameIndex;
}

[BinarySerializable]
public partial class JavaPackageConstant : JavaConstant
{
    public ushort NameIndex;
}
