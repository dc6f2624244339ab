using System.Linq;
using Microsoft.CodeAnalysis;
using Spanwire.Generator.Parsing;
using Xunit;

namespace Spanwire.Generator.Tests;

/// <summary>The parser names keyword types without <c>ToDisplayString</c>; both must agree on every type, annotated or not.</summary>
public class TypeNameTests
{
    [Fact]
    public void Fast_type_names_match_the_fully_qualified_display()
    {
        const string source = """
            #nullable enable
            using System;
            using System.Collections.Generic;
            public class Holder
            {
                public bool A; public byte B; public sbyte C; public short D; public ushort E; public char F; public int G; public uint H;
                public long I; public ulong J; public float K; public double L; public decimal M; public string N = ""; public object O = new();
                public string? P; public object? Q; public int? R; public int[] S = []; public string?[]? T; public int[][] U = []; public int[,] V = new int[0, 0];
                public nint W; public nuint X; public DateTime Y; public Guid Z; public List<string?> AA = []; public dynamic? AB; public (int, string) AC;
                public System.Int32 AD; public global::System.String AE = ""; public long?[] AF = []; public Holder? AG; public IntPtr AH;
            }
            """;
        INamedTypeSymbol holder = GeneratorHarness.Compilation(source).GetTypeByMetadataName("Holder")!;
        var fields = holder.GetMembers().OfType<IFieldSymbol>().ToList();

        Assert.Equal(34, fields.Count);
        Assert.All(fields, field => Assert.Equal(field.Type.ToDisplayString(SymbolDisplayFormat.FullyQualifiedFormat), TypeParser.TypeName(field.Type)));
    }
}
