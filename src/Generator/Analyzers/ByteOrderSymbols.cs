using System.Linq;
using Microsoft.CodeAnalysis;

namespace Spanwire.Generator.Analyzers;

/// <summary>The byte-order APIs, resolved once per compilation.</summary>
internal sealed class ByteOrderSymbols
{
    public ByteOrderSymbols(Compilation compilation)
    {
        BitConverter = compilation.GetTypeByMetadataName("System.BitConverter");
        IPAddress = compilation.GetTypeByMetadataName("System.Net.IPAddress");
        Array = compilation.GetSpecialType(SpecialType.System_Array);
        BinaryPrimitives = compilation.GetTypeByMetadataName("System.Buffers.Binary.BinaryPrimitives");
        INamedTypeSymbol? span = compilation.GetTypeByMetadataName("System.Span`1");
        HasSpanTryWriteBytes = BitConverter?.GetMembers("TryWriteBytes").OfType<IMethodSymbol>()
            .Any(method => method.Parameters.Length == 2 && SymbolEqualityComparer.Default.Equals(method.Parameters[0].Type.OriginalDefinition, span)) == true;
    }

    public INamedTypeSymbol? BitConverter { get; }

    public INamedTypeSymbol? IPAddress { get; }

    public INamedTypeSymbol Array { get; }

    public INamedTypeSymbol? BinaryPrimitives { get; }

    /// <summary><c>BitConverter.TryWriteBytes(Span&lt;byte&gt;, T)</c> exists (.NET Core 2.1+), so a fix can keep native byte order.</summary>
    public bool HasSpanTryWriteBytes { get; }

    public bool IsBitConverterGetBytes(IMethodSymbol method)
        => method.Name == "GetBytes" && method.Parameters.Length == 1 && SymbolEqualityComparer.Default.Equals(method.ContainingType, BitConverter);

    public bool IsNetworkOrderCall(IMethodSymbol method)
        => method.Name is "HostToNetworkOrder" or "NetworkToHostOrder" && SymbolEqualityComparer.Default.Equals(method.ContainingType, IPAddress);

    public bool IsArrayReverse(IMethodSymbol method)
        => method.Name == "Reverse" && SymbolEqualityComparer.Default.Equals(method.ContainingType, Array);

    /// <summary>The <c>BinaryPrimitives</c> name of a primitive: Int16, UInt32, Single, ...</summary>
    public static string PrimitiveName(ITypeSymbol type) => type.SpecialType switch
    {
        SpecialType.System_Int16 => "Int16",
        SpecialType.System_UInt16 => "UInt16",
        SpecialType.System_Char => "UInt16",
        SpecialType.System_Int32 => "Int32",
        SpecialType.System_UInt32 => "UInt32",
        SpecialType.System_Int64 => "Int64",
        SpecialType.System_UInt64 => "UInt64",
        SpecialType.System_Single => "Single",
        SpecialType.System_Double => "Double",
        _ => type.Name,
    };

    public static int SizeOf(ITypeSymbol type) => type.SpecialType switch
    {
        SpecialType.System_Boolean or SpecialType.System_Byte or SpecialType.System_SByte => 1,
        SpecialType.System_Int16 or SpecialType.System_UInt16 or SpecialType.System_Char => 2,
        SpecialType.System_Int32 or SpecialType.System_UInt32 or SpecialType.System_Single => 4,
        SpecialType.System_Int64 or SpecialType.System_UInt64 or SpecialType.System_Double => 8,
        _ => type.Name switch { "Half" => 2, "Int128" or "UInt128" => 16, _ => 0 },
    };
}
