namespace Spanwire.Generator;

/// <summary>Names of the incremental steps, so tests can assert what was cached.</summary>
internal static class TrackingNames
{
    public const string Types = nameof(Types);
    public const string Capabilities = nameof(Capabilities);
    public const string Output = nameof(Output);
}
