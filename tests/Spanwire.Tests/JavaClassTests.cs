using System;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Text.Json;
using Spanwire.Tests.Types;
using Xunit;

namespace Spanwire.Tests;

/// <summary>
/// A count that weighs some items more than one (<c>[BinaryItemWeight(2, typeof(JavaLongConstant), typeof(JavaDoubleConstant))]</c>):
/// class files javac wrote (Vectors/make_java_class_vectors.sh) read as the JDK's own reader, <c>javap -v</c>, lists
/// them (every constant-pool entry at its index, a long or double taking two), write back byte for byte, and built
/// from objects get the constant-pool count filled in.
/// </summary>
public class JavaClassTests
{
    private static readonly JsonElement Listed = JsonDocument.Parse(File.ReadAllText(Path.Combine(AppContext.BaseDirectory, "Vectors", "java_class.json"))).RootElement;

    public static TheoryData<string> Files() => [.. Listed.EnumerateObject().Select(file => file.Name)];

    [Theory]
    [MemberData(nameof(Files))]
    public void Class_files_javac_wrote_read_as_javap_lists_them_and_write_back(string name)
    {
        byte[] bytes = Vector(name);
        JsonElement expected = Listed.GetProperty(name);
        JavaClassFile file = JavaClassFile.Read(bytes, out int read);

        Assert.Equal(bytes.Length, read);
        Assert.Equal((expected.GetProperty("major").GetInt32(), expected.GetProperty("minor").GetInt32()), (file.MajorVersion, file.MinorVersion));
        Assert.Equal((expected.GetProperty("thisClass").GetInt32(), expected.GetProperty("superClass").GetInt32()), (file.ThisClass, file.SuperClass));
        Assert.Equal(
            (expected.GetProperty("interfaces").GetInt32(), expected.GetProperty("fields").GetInt32(), expected.GetProperty("methods").GetInt32(), expected.GetProperty("attributes").GetInt32()),
            (file.Interfaces.Length, file.Fields.Count, file.Methods.Count, file.Attributes.Count));

        // Each entry at the index javap gives it: a long or double's index is followed by one no entry has.
        JsonElement[] pool = [.. expected.GetProperty("pool").EnumerateArray()];
        Assert.Equal(pool.Length, file.ConstantPool.Count);
        int index = 1;
        for (int i = 0; i < pool.Length; i++)
        {
            JavaConstant constant = file.ConstantPool[i];
            Assert.Equal(pool[i].GetProperty("index").GetInt32(), index);
            Assert.Equal(pool[i].GetProperty("kind").GetString(), Kind(constant));
            if (Shown(constant) is { } shown)
            {
                Assert.Equal(pool[i].GetProperty("value").GetString(), shown);
            }
            index += constant is JavaLongConstant or JavaDoubleConstant ? 2 : 1;
        }

        Assert.Equal(file.ConstantPoolCount, index);
        Assert.Equal(bytes, BinarySerializer.Serialize(file));
        Assert.Equal(bytes.Length, file.GetSerializedSize());
    }

    [Theory]
    [MemberData(nameof(Files))]
    public void Built_from_objects_the_constant_pool_count_counts_longs_and_doubles_twice(string name)
    {
        byte[] bytes = Vector(name);
        JavaClassFile file = JavaClassFile.Read(bytes, out _);
        file.ConstantPoolCount = 0;
        Assert.Equal(bytes, BinarySerializer.Serialize(file));
    }

    /// <summary>
    /// A long as the last entry the count leaves room for one of runs past the count: invalid data, named. A count
    /// past the bytes is a truncation that allocates nothing for it; every cut is a truncation.
    /// </summary>
    [Fact]
    public void A_two_slot_entry_past_the_count_is_invalid_data_and_cuts_are_truncations()
    {
        var small = new JavaClassFile { ConstantPool = [new JavaIntegerConstant { Value = 1 }, new JavaLongConstant { Value = 2 }] };
        byte[] bytes = BinarySerializer.Serialize(small);
        Assert.Equal("CAFEBABE000000000004", Convert.ToHexString(bytes, 0, 10)); // 1 + 2 entries, count 4
        bytes[9] = 3; // room for the int and one slot
        var error = Assert.Throws<BinarySerializationException>(() => JavaClassFile.Read(bytes, out _));
        Assert.Equal(("JavaClassFile", "ConstantPool"), (error.TypeName, error.MemberName));
        Assert.Contains("counts 1 more than the 2", error.Message, StringComparison.Ordinal);

        byte[] real = Vector("java_kinds.class");
        byte[] hostile = (byte[])real.Clone();
        hostile[8] = 0xFF;
        hostile[9] = 0xFF;
        long before = GC.GetAllocatedBytesForCurrentThread();
        Assert.False(JavaClassFile.TryRead(hostile.AsSpan(0, 40), out _, out _));
        Assert.True(GC.GetAllocatedBytesForCurrentThread() - before < 4096);
        foreach (int cut in Enumerable.Range(0, real.Length))
        {
            Assert.False(JavaClassFile.TryRead(real.AsSpan(0, cut), out _, out _));
        }
    }

    [Fact]
    public void The_files_read_the_same_with_the_gallery_spec()
    {
        string[] names = [.. Listed.EnumerateObject().Select(file => file.Name)];
        JsonElement[] parsed = GalleryTests.Gallery("java_class", [.. names.Select(Vector)]);
        for (int i = 0; i < names.Length; i++)
        {
            JavaClassFile file = JavaClassFile.Read(Vector(names[i]), out _);
            JsonElement[] entries = [.. parsed[i].GetProperty("constantPool").EnumerateArray()];
            Assert.Equal(file.ConstantPoolCount - 1, entries.Length);
            Assert.Equal(file.ConstantPool.Count, entries.Count(entry => !entry.GetProperty("isPrevTwoEntries").GetBoolean()));
            Assert.Equal(file.Methods.Count, parsed[i].GetProperty("methods").GetArrayLength());
        }
    }

    private static string Kind(JavaConstant constant) => constant.GetType().Name switch
    {
        "JavaFieldRefConstant" => "Fieldref",
        "JavaMethodRefConstant" => "Methodref",
        "JavaInterfaceMethodRefConstant" => "InterfaceMethodref",
        var type => type["Java".Length..^"Constant".Length],
    };

    /// <summary>A number's or a text's value as javap prints it (control characters as \uXXXX); null for the references.</summary>
    private static string? Shown(JavaConstant constant) => constant switch
    {
        JavaLongConstant value => value.Value.ToString(CultureInfo.InvariantCulture) + "l",
        JavaDoubleConstant value => value.Value.ToString("R", CultureInfo.InvariantCulture) + "d",
        JavaFloatConstant value => value.Value.ToString("R", CultureInfo.InvariantCulture) + "f",
        JavaIntegerConstant value => value.Value.ToString(CultureInfo.InvariantCulture),
        JavaUtf8Constant text => string.Concat(text.Text.Select(c => c < ' ' ? $"\\u{(int)c:x4}" : c.ToString())),
        _ => null,
    };

    private static byte[] Vector(string file) => File.ReadAllBytes(Path.Combine(AppContext.BaseDirectory, "Vectors", file));
}
