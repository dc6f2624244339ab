namespace Spanwire.Generator;

/// <summary>C# names as the model stores them, the emitter writes them and messages show them: shared by every layer.</summary>
internal static class CSharpNames
{
    /// <summary>An identifier, escaped with <c>@</c> where it is a keyword.</summary>
    public static string Identifier(string name)
        => Microsoft.CodeAnalysis.CSharp.SyntaxFacts.GetKeywordKind(name) != Microsoft.CodeAnalysis.CSharp.SyntaxKind.None ? "@" + name : name;

    /// <summary>A member's name as a parameter's: its first letter lower case, escaped where that is a keyword.</summary>
    public static string Camel(string name)
        => Identifier(name.Length == 0 ? name : char.ToLowerInvariant(name[0]) + name.Substring(1));

    public static string Invariant(long value) => value.ToString(System.Globalization.CultureInfo.InvariantCulture);
}
