namespace Spanwire.Generator.Model;

/// <summary>
/// What the consuming compilation offers, reduced to flags so that an edit that changes none of them
/// leaves every generated file cached.
/// </summary>
/// <param name="StaticAbstractReadable">Spanwire's <c>IBinaryReadable&lt;T&gt;</c>, C# 11 and a runtime with static virtual interface members.</param>
/// <param name="ModuleInitializer">C# 9, so the generated deserializer can register itself at module load.</param>
/// <param name="FileScopedNamespace">C# 10: the generated file declares <c>namespace N;</c> and its code is not indented under it.</param>
/// <param name="NeedsModuleInitializerAttribute">The framework lacks <c>ModuleInitializerAttribute</c>; an internal copy is emitted.</param>
/// <param name="NullableAttributes"><c>MaybeNullWhenAttribute</c> is available for annotating <c>Try</c> methods.</param>
/// <param name="CollectionsMarshal"><c>CollectionsMarshal.AsSpan</c> and <c>SetCount</c> (.NET 8) for bulk list conversion.</param>
/// <param name="ImmutableCollectionsMarshal"><c>ImmutableCollectionsMarshal</c> (.NET 8) to wrap arrays without a copy.</param>
/// <param name="RuntimeAlias">
/// A type of the project is named <c>Spanwire.Infrastructure</c>, which captures <c>global::Spanwire.Infrastructure</c>,
/// and Spanwire.dll is referenced with the extern alias <c>SpanwireRuntime</c> too (the package's build targets add
/// it): generated code reaches the runtime's namespace through the alias, which no declaration can capture.
/// </param>
/// <param name="ReadTrace">
/// The build sets <c>SpanwireReadTrace=true</c> (<c>spanwire inspect</c>'s own build of a project): reads report each
/// value and member to the runtime's <c>ReadTrace</c>.
/// </param>
internal readonly record struct Capabilities(
    bool StaticAbstractReadable,
    bool ModuleInitializer,
    bool FileScopedNamespace,
    bool NeedsModuleInitializerAttribute,
    bool NullableAttributes,
    bool CollectionsMarshal,
    bool ImmutableCollectionsMarshal,
    bool RuntimeAlias = false,
    bool ReadTrace = false);
