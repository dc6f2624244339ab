#!/usr/bin/env python3
"""Prints the checksums ChecksumTests expects beside Java's vectors, from Python's own implementations:
zlib.crc32 (CRC-32), binascii.crc_hqx with 0xFFFF (CRC-16/CCITT-FALSE), and CRC-16/MODBUS bit by bit from its
definition (polynomial 0x8005 reflected, initial value 0xFFFF). Run from this folder: python3 checksum_values.py
"""
import binascii
import struct
import zlib


def crc16_modbus(data):
    crc = 0xFFFF
    for byte in data:
        crc ^= byte
        for _ in range(8):
            crc = (crc >> 1) ^ 0xA001 if crc & 1 else crc >> 1
    return crc


little_endian_frame = bytes.fromhex("09000000") + b"123456789"  # LittleEndianFrame's payload: its LE length, then the bytes
print("CRC-32 of LittleEndianFrame's payload, stored least significant byte first:", struct.pack("<I", zlib.crc32(little_endian_frame)).hex().upper())
print("CRC-16/CCITT-FALSE of CcittBlock's length and bytes:", "%04X" % binascii.crc_hqx(bytes.fromhex("00000009") + b"123456789", 0xFFFF))
print("CRC-16/MODBUS of the request 01 03 00 00 00 0A, low byte first:", struct.pack("<H", crc16_modbus(bytes.fromhex("01030000000A"))).hex().upper())
print("IHDR CRC-32 of the WireFormats sample's 2x1 RGB image:", "%08X" % zlib.crc32(b"IHDR" + struct.pack(">IIBBBBB", 2, 1, 8, 2, 0, 0, 0)))
