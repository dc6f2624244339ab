using System.Collections.Immutable;
using System.Composition;
using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Spanwire.Generator.Diagnostics;

namespace Spanwire.CodeFixes;

/// <summary>
/// SPW1001. Two shapes, each rewritten to code with the same bytes and no array:
/// <c>Array.Copy(BitConverter.GetBytes(x), 0, buffer, position, sizeof(x))</c> and
/// <c>stream.Write(BitConverter.GetBytes(x))</c>. A value already swapped by <c>IPAddress.HostToNetworkOrder</c>
/// becomes a <c>BinaryPrimitives.Write*BigEndian</c> of the original value; otherwise
/// <c>BitConverter.TryWriteBytes</c> keeps the machine byte order.
/// </summary>
[ExportCodeFixProvider(Microsoft.CodeAnalysis.LanguageNames.CSharp, Name = nameof(BitConverterCodeFix)), Shared]
public sealed class BitConverterCodeFix : SpanwireCodeFix
{
    /// <inheritdoc />
    public override ImmutableArray<string> FixableDiagnosticIds { get; } = [Descriptors.BitConverterGetBytes.Id];

    /// <inheritdoc />
    protected override void Register(CodeFixContext context, SyntaxNode root, SemanticModel model)
    {
        if (FixHelpers.Find<InvocationExpressionSyntax>(root, context.Span) is not InvocationExpressionSyntax getBytes
            || getBytes.Parent is not ArgumentSyntax { Parent: ArgumentListSyntax { Parent: InvocationExpressionSyntax outer } }
            || outer.Parent is not ExpressionStatementSyntax statement
            || getBytes.ArgumentList.Arguments.Count != 1)
        {
            return;
        }

        ExpressionSyntax value = getBytes.ArgumentList.Arguments[0].Expression;
        ITypeSymbol? valueType = model.GetTypeInfo(value).ConvertedType;
        int size = FixHelpers.SizeOf(valueType);
        if (size == 0)
        {
            return;
        }

        string? writer = Writer(value, model, out string written);
        if (writer is null)
        {
            return;
        }

        if (model.GetSymbolInfo(outer).Symbol is IMethodSymbol { Name: "Copy", ContainingType.SpecialType: SpecialType.System_Array }
            && outer.ArgumentList.Arguments is [var source, var sourceIndex, var destination, var destinationIndex, var length]
            && source.Expression == getBytes && sourceIndex.Expression.ToString() == "0"
            && model.GetConstantValue(length.Expression) is { HasValue: true, Value: int copied } && copied == size)
        {
            string target = $"{destination.Expression}.AsSpan({destinationIndex.Expression}{(writer.StartsWith("BitConverter", System.StringComparison.Ordinal) ? ", " + size : string.Empty)})";
            StatementSyntax replacement = FixHelpers.Statement($"{writer}({target}, {written});", statement);
            string? import = writer.StartsWith("BinaryPrimitives", System.StringComparison.Ordinal) ? FixHelpers.BinaryPrimitivesNamespace : null;
            context.RegisterCodeFix(
                CodeAction.Create(Title, cancellationToken => FixHelpers.ReplaceAsync(context.Document, statement, replacement, import, cancellationToken), nameof(BitConverterCodeFix)),
                context.Diagnostics);
            return;
        }

        if (model.GetSymbolInfo(outer).Symbol is IMethodSymbol { Name: "Write" } write
            && outer.Expression is MemberAccessExpressionSyntax access
            && IsStreamWithSpanWrite(write.ContainingType, model.Compilation)
            && (outer.ArgumentList.Arguments.Count == 1
                || (outer.ArgumentList.Arguments is [_, var offset, var count] && offset.Expression.ToString() == "0"
                    && model.GetConstantValue(count.Expression) is { HasValue: true, Value: int wrote } && wrote == size))
            && statement.Parent is BlockSyntax
            && !FixHelpers.UnsafeForStackalloc(statement, model))
        {
            string name = FixHelpers.FreshName(model, statement.SpanStart, "bytes");
            SyntaxTriviaList indent = statement.GetLeadingTrivia();
            var newLine = SyntaxFactory.TriviaList(SyntaxFactory.LineFeed);
            StatementSyntax[] replacement =
            [
                SyntaxFactory.ParseStatement($"Span<byte> {name} = stackalloc byte[{size}];").WithLeadingTrivia(indent).WithTrailingTrivia(newLine),
                SyntaxFactory.ParseStatement($"{writer}({name}, {written});").WithLeadingTrivia(indent).WithTrailingTrivia(newLine),
                SyntaxFactory.ParseStatement($"{access.Expression}.Write({name});").WithLeadingTrivia(indent).WithTrailingTrivia(statement.GetTrailingTrivia()),
            ];
            context.RegisterCodeFix(
                CodeAction.Create(Title, async cancellationToken =>
                {
                    SyntaxNode current = (await context.Document.GetSyntaxRootAsync(cancellationToken).ConfigureAwait(false))!;
                    SyntaxNode updated = FixHelpers.AddUsing(current.ReplaceNode(statement, replacement), "System");
                    return context.Document.WithSyntaxRoot(writer.StartsWith("BinaryPrimitives", System.StringComparison.Ordinal)
                        ? FixHelpers.AddUsing(updated, FixHelpers.BinaryPrimitivesNamespace)
                        : updated);
                }, nameof(BitConverterCodeFix)),
                context.Diagnostics);
        }
    }

    private const string Title = "Write into a span instead of allocating";

    /// <summary>The writing method for the value, and the expression it writes.</summary>
    private static string? Writer(ExpressionSyntax value, SemanticModel model, out string written)
    {
        if (value is InvocationExpressionSyntax { ArgumentList.Arguments: [var swapped] } inner
            && model.GetSymbolInfo(inner).Symbol is IMethodSymbol { Name: "HostToNetworkOrder", ContainingType.Name: "IPAddress" }
            && FixHelpers.PrimitiveName(model.GetTypeInfo(swapped.Expression).Type) is { } primitive)
        {
            written = swapped.Expression.ToString();
            return $"BinaryPrimitives.Write{primitive}BigEndian";
        }

        written = value.ToString();
        bool hasTryWriteBytes = model.Compilation.GetTypeByMetadataName("System.BitConverter")?.GetMembers("TryWriteBytes").Length > 0;
        return hasTryWriteBytes ? "BitConverter.TryWriteBytes" : null;
    }

    private static bool IsStreamWithSpanWrite(INamedTypeSymbol? type, Compilation compilation)
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
}
