using System;
using System.Collections;
using System.Collections.Generic;
using System.Linq;
using System.Reflection;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Spanwire.Generator.Model;
using Xunit;

namespace Spanwire.Generator.Tests;

/// <summary>The pipeline caches: reruns and unrelated edits do no emission work; a real change does.</summary>
public class IncrementalTests
{
    private const string Source = """
        using System.Collections.Generic;
        using Spanwire;
        namespace Demo;
        [BinarySerializable]
        public partial record Trade(long Id, string Symbol, List<int> Fills);
        [BinarySerializable]
        public partial struct Point { public float X; public float Y; }
        """;

    [Fact]
    public void Running_twice_on_the_same_compilation_is_all_cached()
    {
        CSharpCompilation compilation = GeneratorHarness.Compilation(Source);
        var (_, driver, _) = GeneratorHarness.Run(compilation);
        var (_, _, second) = GeneratorHarness.Run(compilation.Clone(), driver);

        AssertAllOutputs(second, TrackingNames.Types, IncrementalStepRunReason.Cached);
        AssertAllOutputs(second, TrackingNames.Output, IncrementalStepRunReason.Cached);
    }

    [Fact]
    public void Unrelated_edit_reuses_models_and_emits_nothing()
    {
        CSharpCompilation compilation = GeneratorHarness.Compilation(Source);
        var (_, driver, _) = GeneratorHarness.Run(compilation);
        CSharpCompilation edited = compilation.AddSyntaxTrees(
            CSharpSyntaxTree.ParseText("namespace Demo; public class Unrelated { public int Value => 42; }", GeneratorHarness.ParseOptions(), path: "Unrelated.cs"));
        var (_, _, second) = GeneratorHarness.Run(edited, driver);

        AssertAllOutputs(second, TrackingNames.Types, IncrementalStepRunReason.Cached);
        AssertAllOutputs(second, TrackingNames.Capabilities, IncrementalStepRunReason.Unchanged);
        AssertAllOutputs(second, TrackingNames.Output, IncrementalStepRunReason.Cached);
    }

    [Fact]
    public void Editing_a_serializable_type_regenerates_only_that_type()
    {
        CSharpCompilation compilation = GeneratorHarness.Compilation(Source);
        var (_, driver, _) = GeneratorHarness.Run(compilation);
        SyntaxTree tree = compilation.SyntaxTrees.Single();
        SyntaxTree changed = tree.WithChangedText(Microsoft.CodeAnalysis.Text.SourceText.From(Source.Replace("List<int> Fills", "List<long> Fills"), System.Text.Encoding.UTF8));
        var (_, _, second) = GeneratorHarness.Run(compilation.ReplaceSyntaxTree(tree, changed), driver);

        var reasons = second.Results.Single().TrackedSteps[TrackingNames.Output]
            .SelectMany(step => step.Outputs)
            .Select(output => (((TypeModel Model, Capabilities))output.Value).Model.DisplayName + ":" + output.Reason)
            .ToList();
        Assert.Contains("Trade:" + IncrementalStepRunReason.Modified, reasons);
        Assert.Contains("Point:" + IncrementalStepRunReason.Cached, reasons);
    }

    [Fact]
    public void Pipeline_values_hold_no_symbols_syntax_or_compilations()
    {
        var (_, _, result) = GeneratorHarness.Run(GeneratorHarness.Compilation(Source));
        string[] ours = [TrackingNames.Types, TrackingNames.Capabilities, TrackingNames.Output];
        var values = result.Results.Single().TrackedSteps
            .Where(pair => ours.Contains(pair.Key))
            .SelectMany(pair => pair.Value)
            .SelectMany(step => step.Outputs)
            .Select(output => output.Value)
            .ToList();
        Assert.NotEmpty(values);
        foreach (object value in values)
        {
            AssertNoRoslynObjects(value, "step output", new HashSet<object>(ReferenceEqualityComparer.Instance));
        }
    }

    [Fact]
    public void Model_types_declare_no_roslyn_object_members()
    {
        Type[] modelBases = [typeof(Codec), typeof(Wrapper), typeof(ValueSource), typeof(ItemCount)];
        var modelTypes = typeof(TypeModel).Assembly.GetTypes()
            .Where(type => type.Namespace == typeof(TypeModel).Namespace || modelBases.Any(model => model.IsAssignableFrom(type)))
            .ToList();
        Assert.Contains(typeof(FixedTextCodec), modelTypes);
        Assert.Contains(typeof(ConditionalWrapper), modelTypes);
        foreach (Type type in modelTypes)
        {
            foreach (FieldInfo field in type.GetFields(BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic))
            {
                Assert.False(IsRoslynObjectType(field.FieldType), $"{type.Name}.{field.Name} is a {field.FieldType.Name}");
            }
        }
    }

    /// <summary>
    /// The model is data the emitter, the analyzers and the layout exports all read: every codec, wrapper, count and
    /// value source is declared in it, and nothing in it refers to the parser, the controls or the emitter, or writes C#.
    /// </summary>
    [Fact]
    public void Model_is_pure_data()
    {
        Type[] modelBases = [typeof(Codec), typeof(Wrapper), typeof(ValueSource), typeof(ItemCount)];
        Type[] all = typeof(TypeModel).Assembly.GetTypes();
        string model = typeof(TypeModel).Namespace!;
        Assert.All(all.Where(type => modelBases.Any(basis => basis.IsAssignableFrom(type))), type => Assert.Equal(model, type.Namespace));

        string[] outside = ["Spanwire.Generator.Parsing", "Spanwire.Generator.Controls", "Spanwire.Generator.Codecs", "Spanwire.Generator.Emitting", "Microsoft.CodeAnalysis"];
        bool IsOutside(Type type) => (type.IsGenericType && type.GetGenericArguments().Any(IsOutside))
            || (type.HasElementType && IsOutside(type.GetElementType()!))
            || outside.Any(prefix => (type.Namespace ?? string.Empty).StartsWith(prefix, StringComparison.Ordinal));
        const BindingFlags Declared = BindingFlags.Instance | BindingFlags.Static | BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.DeclaredOnly;
        foreach (Type type in all.Where(type => type.Namespace == model && !type.Name.StartsWith('<')))
        {
            foreach (MethodInfo method in type.GetMethods(Declared).Where(method => !method.IsSpecialName && !method.Name.Contains('<')))
            {
                Assert.False(IsOutside(method.ReturnType) || method.GetParameters().Any(parameter => IsOutside(parameter.ParameterType)), $"{type.Name}.{method.Name} refers outside the model");
                Assert.False(method.ReturnType == typeof(string) && method.Name != "ToString", $"{type.Name}.{method.Name} returns text: C# is the emitter's");
            }

            foreach (FieldInfo field in type.GetFields(Declared))
            {
                Assert.False(IsOutside(field.FieldType), $"{type.Name}.{field.Name} refers outside the model");
            }

            Assert.False(type.BaseType is { } basis && IsOutside(basis), $"{type.Name} derives from outside the model");
        }
    }

    private static void AssertAllOutputs(GeneratorDriverRunResult result, string stepName, IncrementalStepRunReason expected)
    {
        var steps = result.Results.Single().TrackedSteps[stepName];
        Assert.NotEmpty(steps);
        foreach (var output in steps.SelectMany(step => step.Outputs))
        {
            Assert.Equal(expected, output.Reason);
        }
    }

    private static void AssertNoRoslynObjects(object? value, string path, HashSet<object> seen)
    {
        if (value is null || value is string || value.GetType().IsPrimitive || value.GetType().IsEnum || (!value.GetType().IsValueType && !seen.Add(value)))
        {
            return;
        }

        Assert.False(IsRoslynObjectType(value.GetType()), $"{path} holds a {value.GetType().Name}");
        if (value is IEnumerable items)
        {
            int index = 0;
            foreach (object? item in items)
            {
                AssertNoRoslynObjects(item, $"{path}[{index++}]", seen);
            }
        }

        foreach (FieldInfo field in value.GetType().GetFields(BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic))
        {
            AssertNoRoslynObjects(field.GetValue(value), $"{path}.{field.Name}", seen);
        }
    }

    private static bool IsRoslynObjectType(Type type)
        => typeof(ISymbol).IsAssignableFrom(type) || typeof(SyntaxNode).IsAssignableFrom(type) || typeof(Compilation).IsAssignableFrom(type)
            || typeof(SemanticModel).IsAssignableFrom(type) || typeof(Location).IsAssignableFrom(type) || type == typeof(SyntaxToken) || type == typeof(SyntaxTree);
}
