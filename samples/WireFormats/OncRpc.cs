using Spanwire;

namespace WireFormats;

public enum MessageType
{
    Call = 0,
    Reply = 1,
}

public enum AuthFlavor
{
    None = 0,
    Sys = 1,
}

/// <summary>RFC 5531 opaque_auth: a flavor and up to 400 bytes of body, XDR-padded.</summary>
[BinarySerializable(Layout = WireLayout.Xdr)]
public partial record struct OpaqueAuth(AuthFlavor Flavor, byte[] Body);

/// <summary>An RFC 5531 (ONC RPC) call header, as an NFS client sends it: every item a multiple of 4 bytes.</summary>
[BinarySerializable(Layout = WireLayout.Xdr, RejectUndefinedEnums = true)]
public partial record RpcCall(
    uint Xid,
    MessageType Type,
    uint RpcVersion,
    uint Program,
    uint ProgramVersion,
    uint Procedure,
    OpaqueAuth Credential,
    OpaqueAuth Verifier,
    string MachineName);
