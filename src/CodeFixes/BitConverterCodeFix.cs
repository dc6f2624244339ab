using System.Collections.Immutable;
using System.Composition;
using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Formatting;
using Spanwire.Generator.Analyzers;
using Spanwire.Generator.Diagnostics;

namespace Spanwire.CodeFixes;

/// <summary>
/// SPW1001, rewritten to what the seed PRs wrote by hand, with the same bytes and no array:
/// <list type="bullet">
/// <item><c>BitConverter.ToSingle(BitConverter.GetBytes(i), 0)</c> (directly or through a local) becomes
/// <c>BitConverter.Int32BitsToSingle(i)</c>, and likewise for the other bit reinterpretations.</item>
/// <item><c>var b = GetBytes(x); [Array.Reverse(b);] Array.Copy(b, 0, dst, i, b.Length);</c>, and the same inline,
/// becomes one <c>BinaryPrimitives.Write*BigEndian(dst.AsSpan(i), x)</c> when the bytes were swapped (by
/// <c>IPAddress.HostToNetworkOrder</c>/<c>NetworkToHostOrder</c>) or reversed, or <c>BitConverter.TryWriteBytes</c>
/// when they keep machine order; <c>b.Length</c> becomes <c>sizeof(T)</c>.</item>
/// <item>Bytes written to a stream go through a <c>stackalloc</c> span instead (synchronous code outside loops).</item>
/// </list>
/// An unconditional <c>Array.Reverse</c> is read as "big-endian", which is what it means on the little-endian machines
/// such code runs on.
/// </summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(BitConverterCodeFix)), Shared]
public sealed class BitConverterCodeFix : SpanwireCodeFix
{
    private const string Title = "Write into a span instead of allocating";

    /// <inheritdoc />
    public override ImmutableArray<string> FixableDiagnosticIds { get; } = [Descriptors.BitConverterGetBytes.Id];

    /// <inheritdoc />
    protected override void Register(CodeFixContext context, SyntaxNode root, SemanticModel model)
    {
        if (FixHelpers.Find<InvocationExpressionSyntax>(root, context.Span) is not InvocationExpressionSyntax { ArgumentList.Arguments: [var argument] } getBytes
            || model.GetSymbolInfo(getBytes).Symbol is not IMethodSymbol { Parameters: [var parameter] }
            || FixHelpers.SizeOf(parameter.Type) is not (> 0 and var size))
        {
            return;
        }

        var value = new WrittenValue(argument.Expression, parameter.Type, size, model);
        System.Func<System.Threading.CancellationToken, System.Threading.Tasks.Task<Document>>? fix =
            getBytes.Parent is ArgumentSyntax { Parent: ArgumentListSyntax { Parent: InvocationExpressionSyntax outer } } inline
                ? Inline(context.Document, model, value, inline, outer)
                : getBytes.Parent is EqualsValueClauseSyntax { Parent: VariableDeclaratorSyntax { Parent: VariableDeclarationSyntax { Variables.Count: 1, Parent: LocalDeclarationStatementSyntax { Parent: BlockSyntax } declaration } } declarator }
                    ? Local(context.Document, model, value, declaration, declarator)
                    : null;
        if (fix is not null)
        {
            context.RegisterCodeFix(CodeAction.Create(Title, fix, nameof(BitConverterCodeFix)), context.Diagnostics);
        }
    }

    /// <summary><c>GetBytes(x)</c> passed straight to <c>BitConverter.To*</c>, <c>Array.Copy</c> or a stream's <c>Write</c>.</summary>
    private static System.Func<System.Threading.CancellationToken, System.Threading.Tasks.Task<Document>>? Inline(
        Document document, SemanticModel model, WrittenValue value, ArgumentSyntax getBytes, InvocationExpressionSyntax outer)
    {
        IMethodSymbol? called = model.GetSymbolInfo(outer).Symbol as IMethodSymbol;
        if (BitsConversion(called, outer, getBytes, value, model) is { } bits)
        {
            return token => FixHelpers.ReplaceAsync(document, outer, SyntaxFactory.ParseExpression(bits).WithTriviaFrom(outer), null, token);
        }

        // A statement, or the whole body of a void method written with an arrow.
        SyntaxNode? statement = outer.Parent switch
        {
            ExpressionStatementSyntax expressionStatement => expressionStatement,
            ArrowExpressionClauseSyntax { Parent: MethodDeclarationSyntax { ReturnType: PredefinedTypeSyntax { Keyword.RawKind: (int)SyntaxKind.VoidKeyword } } method } => method,
            _ => null,
        };
        if (statement is null || outer.ArgumentList.Arguments.IndexOf(getBytes) != 0)
        {
            return null;
        }

        if (called is { Name: "Copy", ContainingType.SpecialType: SpecialType.System_Array }
            && outer.ArgumentList.Arguments is [_, var sourceIndex, var destination, var destinationIndex, var length]
            && sourceIndex.Expression is LiteralExpressionSyntax { Token.ValueText: "0" }
            && model.GetConstantValue(length.Expression) is { HasValue: true, Value: int copied } && copied == value.Size
            && value.Writer(reversed: false) is { } writer)
        {
            string call = writer.Call($"{destination.Expression}.AsSpan({destinationIndex.Expression}{writer.LengthSuffix})");
            ExpressionSyntax write = SyntaxFactory.ParseExpression(call.TrimEnd(';')).WithTriviaFrom(outer);
            return token => FixHelpers.ReplaceAsync(document, outer, write, writer.Namespace, token);
        }

        if (called is { Name: "Write" } && IsStream(called.ContainingType, model.Compilation)
            && outer.Expression is MemberAccessExpressionSyntax access
            && (outer.ArgumentList.Arguments.Count == 1
                || (outer.ArgumentList.Arguments is [_, var offset, var count] && offset.Expression is LiteralExpressionSyntax { Token.ValueText: "0" }
                    && model.GetConstantValue(count.Expression) is { HasValue: true, Value: int wrote } && wrote == value.Size))
            && !FixHelpers.InLoopOrLambda(outer) && !OperationFacts.InAsyncOrIterator(outer, model)
            && value.Writer(reversed: false) is { } streamWriter)
        {
            string name = FixHelpers.FreshName(model, outer.SpanStart, "bytes");
            StatementSyntax[] replacement =
            [
                FixHelpers.NewStatement($"Span<byte> {name} = stackalloc byte[{value.Size}];"),
                FixHelpers.NewStatement(streamWriter.Call(name)),
                FixHelpers.NewStatement($"{access.Expression}.Write({name});"),
            ];
            return token => FixHelpers.EditAsync(
                document,
                editor =>
                {
                    if (statement is MethodDeclarationSyntax method)
                    {
                        editor.ReplaceNode(method, method.WithExpressionBody(null).WithSemicolonToken(default).WithBody(SyntaxFactory.Block(replacement)).WithAdditionalAnnotations(Formatter.Annotation));
                    }
                    else if (statement.Parent is BlockSyntax)
                    {
                        // The comments above the statement stay above the first statement that replaces it.
                        editor.InsertBefore(statement, [replacement[0].WithLeadingTrivia(statement.GetLeadingTrivia()), replacement[1]]);
                        editor.ReplaceNode(statement, replacement[2].WithTrailingTrivia(statement.GetTrailingTrivia()));
                    }
                    else
                    {
                        editor.ReplaceNode(statement, SyntaxFactory.Block(replacement).WithAdditionalAnnotations(Formatter.Annotation));
                    }
                },
                token,
                "System",
                streamWriter.Namespace);
        }

        return null;
    }

    /// <summary><c>var b = GetBytes(x);</c> followed by an optional reversal and the uses of <c>b</c>.</summary>
    private static System.Func<System.Threading.CancellationToken, System.Threading.Tasks.Task<Document>>? Local(
        Document document, SemanticModel model, WrittenValue value, LocalDeclarationStatementSyntax declaration, VariableDeclaratorSyntax declarator)
    {
        if (model.GetDeclaredSymbol(declarator) is not ILocalSymbol local)
        {
            return null;
        }

        var block = (BlockSyntax)declaration.Parent!;
        int index = block.Statements.IndexOf(declaration);
        StatementSyntax? reversal = index + 1 < block.Statements.Count && FixHelpers.IsReverseOf(block.Statements[index + 1], local.Name, model) ? block.Statements[index + 1] : null;
        var uses = FixHelpers.UsesAfter(declaration, local, model).Where(use => reversal is null || !reversal.Span.Contains(use.Span)).ToList();
        var lengths = uses.Where(use => use.Parent is MemberAccessExpressionSyntax { Name.Identifier.ValueText: "Length" } access && access.Expression == use).ToList();
        var others = uses.Except(lengths).ToList();
        string sizeOf = $"sizeof({value.TypeName})";

        // One BitConverter.To*(b, 0): a bit reinterpretation.
        if (reversal is null && lengths.Count == 0 && others is [var single]
            && single.Parent is ArgumentSyntax { Parent: ArgumentListSyntax { Parent: InvocationExpressionSyntax reader } } readArgument
            && BitsConversion(model.GetSymbolInfo(reader).Symbol as IMethodSymbol, reader, readArgument, value, model) is { } bits)
        {
            return token => FixHelpers.EditAsync(document, editor =>
            {
                editor.RemoveNode(declaration, FixHelpers.KeepingComments(declaration));
                editor.ReplaceNode(reader, SyntaxFactory.ParseExpression(bits).WithTriviaFrom(reader));
            }, token);
        }

        // One Array.Copy(b, 0, destination, index, b.Length): one write into the destination.
        if (others is [var copied]
            && copied.Parent is ArgumentSyntax { Parent: ArgumentListSyntax { Parent: InvocationExpressionSyntax { Parent: ExpressionStatementSyntax copyStatement } copy } }
            && model.GetSymbolInfo(copy).Symbol is IMethodSymbol { Name: "Copy", ContainingType.SpecialType: SpecialType.System_Array }
            && copy.ArgumentList.Arguments is [{ Expression: var source }, { Expression: LiteralExpressionSyntax { Token.ValueText: "0" } }, var destination, var destinationIndex, var length]
            && source == copied
            && (lengths.Any(use => use.Parent == length.Expression) || model.GetConstantValue(length.Expression) is { HasValue: true, Value: int count } && count == value.Size)
            && value.Writer(reversal is not null) is { } writer)
        {
            StatementSyntax write = FixHelpers.NewStatement(writer.Call($"{destination.Expression}.AsSpan({destinationIndex.Expression}{writer.LengthSuffix})"));
            return token => FixHelpers.EditAsync(document, editor =>
            {
                // Comments above the removed statements move down to the next statement, and so to the write.
                SyntaxRemoveOptions removal = FixHelpers.KeepingComments(declaration) | (reversal is null ? 0 : FixHelpers.KeepingComments(reversal));
                editor.RemoveNode(declaration, removal);
                if (reversal is not null)
                {
                    editor.RemoveNode(reversal, removal);
                }

                editor.ReplaceNode(copyStatement, (current, _) => write.WithTriviaFrom(current));
                foreach (IdentifierNameSyntax use in lengths.Where(use => !copyStatement.Span.Contains(use.Span)))
                {
                    editor.ReplaceNode(use.Parent!, SyntaxFactory.ParseExpression(sizeOf).WithTriviaFrom(use.Parent!));
                }
            }, token, writer.Namespace);
        }

        // Otherwise the bytes become a stack span, when every use can take one.
        if (FixHelpers.InLoopOrLambda(declaration) || OperationFacts.InAsyncOrIterator(declaration, model) || value.Writer(reversal is not null) is not { } spanWriter)
        {
            return null;
        }

        var folds = new System.Collections.Generic.List<(InvocationExpressionSyntax Call, ArgumentSyntax Argument, int Folded)>();
        foreach (IdentifierNameSyntax use in others)
        {
            switch (model.GetOperation(use) is { } operation ? BufferUses.Classify(operation, allowMemory: false) : BufferUse.Escapes)
            {
                case BufferUse.Element or BufferUse.Length or BufferUse.Span or BufferUse.SpanOverload:
                    break;
                case var folding and (BufferUse.RangeOverload or BufferUse.StartOverload) when use.Parent is ArgumentSyntax { Parent: ArgumentListSyntax { Parent: InvocationExpressionSyntax call } } passed:
                    folds.Add((call, passed, folding == BufferUse.RangeOverload ? 2 : 1));
                    break;
                default:
                    return null;
            }
        }

        string name = local.Name;
        return token => FixHelpers.EditAsync(
            document,
            editor =>
            {
                editor.InsertBefore(declaration, FixHelpers.NewStatement($"Span<byte> {name} = stackalloc byte[{value.Size}];").WithLeadingTrivia(declaration.GetLeadingTrivia()));
                editor.ReplaceNode(declaration, FixHelpers.NewStatement(spanWriter.Call(name)).WithTrailingTrivia(declaration.GetTrailingTrivia()));
                if (reversal is not null)
                {
                    editor.RemoveNode(reversal);
                }

                foreach (var (call, passed, folded) in folds)
                {
                    editor.ReplaceNode(call.ArgumentList, FixHelpers.FoldRange(call.ArgumentList, passed, folded, passed.Expression, value.Size));
                }
            },
            token,
            "System",
            spanWriter.Namespace);
    }

    /// <summary><c>BitConverter.ToSingle(GetBytes(i), 0)</c> and kin: the bit-reinterpreting method that replaces both calls.</summary>
    private static string? BitsConversion(IMethodSymbol? reader, InvocationExpressionSyntax call, ArgumentSyntax bytes, WrittenValue value, SemanticModel model)
    {
        if (reader is not { ContainingType.Name: "BitConverter" } || value.Swapped
            || call.ArgumentList.Arguments is not [var first, { Expression: LiteralExpressionSyntax { Token.ValueText: "0" } }] || first != bytes)
        {
            return null;
        }

        string? method = (value.Type.SpecialType, reader.Name) switch
        {
            (SpecialType.System_Int32, "ToSingle") => "Int32BitsToSingle",
            (SpecialType.System_Int64, "ToDouble") => "Int64BitsToDouble",
            (SpecialType.System_Single, "ToInt32") => "SingleToInt32Bits",
            (SpecialType.System_Double, "ToInt64") => "DoubleToInt64Bits",
            (SpecialType.System_UInt32, "ToSingle") => "UInt32BitsToSingle",
            (SpecialType.System_UInt64, "ToDouble") => "UInt64BitsToDouble",
            _ => null,
        };
        return method is not null && FixHelpers.Has(model.Compilation, "System.BitConverter", method) ? $"BitConverter.{method}({value.Expression})" : null;
    }

    private static bool IsStream(INamedTypeSymbol? type, Compilation compilation)
    {
        INamedTypeSymbol? stream = compilation.GetTypeByMetadataName("System.IO.Stream");
        for (INamedTypeSymbol? current = type; current is not null; current = current.BaseType)
        {
            if (SymbolEqualityComparer.Default.Equals(current, stream))
            {
                return stream!.GetMembers("Write").OfType<IMethodSymbol>().Any(m => m.Parameters.Length == 1 && m.Parameters[0].Type.Name == "ReadOnlySpan");
            }
        }

        return false;
    }

    /// <summary>The value given to <c>GetBytes</c>, seen through a byte swap by <c>IPAddress</c>.</summary>
    private sealed class WrittenValue
    {
        public WrittenValue(ExpressionSyntax argument, ITypeSymbol type, int size, SemanticModel model)
        {
            Type = type;
            Size = size;
            Compilation = model.Compilation;
            if (argument is InvocationExpressionSyntax { ArgumentList.Arguments: [var inner] } swap
                && model.GetSymbolInfo(swap).Symbol is IMethodSymbol { Name: "HostToNetworkOrder" or "NetworkToHostOrder", ContainingType.Name: "IPAddress" })
            {
                Swapped = true;
                Expression = inner.Expression.ToString();
            }
            else
            {
                Expression = argument.ToString();
            }
        }

        public ITypeSymbol Type { get; }

        public int Size { get; }

        public bool Swapped { get; }

        public string Expression { get; }

        public string TypeName => Type.ToDisplayString(SymbolDisplayFormat.MinimallyQualifiedFormat);

        private Compilation Compilation { get; }

        /// <summary>How to write the value into a span: big-endian when it was swapped or reversed, else in machine order.</summary>
        public SpanWriter? Writer(bool reversed)
        {
            if (Swapped == reversed)
            {
                // Neither (machine order) or both (swapped twice: machine order again).
                return FixHelpers.Has(Compilation, "System.BitConverter", "TryWriteBytes") && !reversed
                    ? new SpanWriter("BitConverter.TryWriteBytes({0}, " + Expression + ")", $", {Size}", null)
                    : null;
            }

            if (FixHelpers.PrimitiveName(Type) is not { } primitive)
            {
                return null;
            }

            if (FixHelpers.Has(Compilation, "System.Buffers.Binary.BinaryPrimitives", $"Write{primitive}BigEndian"))
            {
                return new SpanWriter($"BinaryPrimitives.Write{primitive}BigEndian({{0}}, {Expression})", string.Empty, FixHelpers.BinaryPrimitivesNamespace);
            }

            // Older targets: write the bits of a float or double as an integer.
            return primitive switch
            {
                "Double" => new SpanWriter($"BinaryPrimitives.WriteInt64BigEndian({{0}}, BitConverter.DoubleToInt64Bits({Expression}))", string.Empty, FixHelpers.BinaryPrimitivesNamespace),
                "Single" when FixHelpers.Has(Compilation, "System.BitConverter", "SingleToInt32Bits")
                    => new SpanWriter($"BinaryPrimitives.WriteInt32BigEndian({{0}}, BitConverter.SingleToInt32Bits({Expression}))", string.Empty, FixHelpers.BinaryPrimitivesNamespace),
                _ => null,
            };
        }
    }

    /// <summary>A write call with a placeholder for the span; big-endian writes take an open span, TryWriteBytes an exact one.</summary>
    private sealed record SpanWriter(string Template, string LengthSuffix, string? Namespace)
    {
        public string Call(string span) => string.Format(System.Globalization.CultureInfo.InvariantCulture, Template, span) + ";";
    }
}
