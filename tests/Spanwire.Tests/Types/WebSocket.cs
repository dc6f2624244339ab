using System.Collections.Generic;
using Spanwire;

namespace Spanwire.Tests.Types;

/// <summary>A WebSocket message (RFC 6455, Kaitai's websocket): frames up to the one with FIN set.</summary>
[BinarySerializable]
public partial class WebSocketMessage
{
    [BinaryUntil(nameof(WebSocketFrame.Finished), Value = 1)]
    public List<WebSocketFrame> Frames = [];
}

/// <summary>
/// One frame: FIN, three reserved bits, the opcode, MASK and a 7-bit length code; the length itself is the code up to
/// 125, or the 16-bit length after it for 126, or the 64-bit one for 127. A pair of methods computes it and, on write,
/// sets the code and the one extended length the payload needs. A client's payload is masked with the key; the payload
/// is kept as sent (as Kaitai's spec reads it).
/// </summary>
[BinarySerializable]
public partial class WebSocketFrame
{
    [BinaryBitField(1)]
    public bool Finished = true;

    [BinaryBitField(3)]
    public byte Reserved;

    [BinaryBitField(4)]
    public byte Opcode;

    [BinaryBitField(1)]
    public bool Masked;

    [BinaryBitField(7)]
    public byte LengthCode;

    [BinaryWhen(nameof(LengthCode), Value = 126)]
    public ushort? Length16;

    [BinaryWhen(nameof(LengthCode), Value = 127)]
    public ulong? Length64;

    [BinaryWhen(nameof(Masked))]
    public uint? MaskKey;

    [BinaryLengthFrom(nameof(PayloadLength), Fill = nameof(FillPayloadLength))]
    public byte[] Payload = [];

    private static long PayloadLength(byte lengthCode, ushort? length16, ulong? length64)
        => lengthCode <= 125 ? lengthCode : lengthCode == 126 ? length16!.Value : (long)length64!.Value;

    /// <summary>The shortest form, as RFC 6455 requires.</summary>
    private static void FillPayloadLength(long length, ref byte lengthCode, ref ushort? length16, ref ulong? length64)
    {
        lengthCode = length <= 125 ? (byte)length : length <= ushort.MaxValue ? (byte)126 : (byte)127;
        length16 = lengthCode == 126 ? (ushort)length : null;
        length64 = lengthCode == 127 ? (ulong)length : null;
    }
}
