#!/usr/bin/python3
"""Writes bitcoin_vectors.jsonl: CompactSize integers, the genesis block and a large transaction as python-bitcoinlib
serializes them.

python-bitcoinlib (Debian's python3-bitcoinlib, hence /usr/bin/python3) is an independent implementation of Bitcoin's
serialization. Integers come from its VarIntSerializer at each width's boundaries, read back with its deserializer.
The genesis block is its own copy of mainnet's block 0 (bitcoin.MainParams.GENESIS_BLOCK), the real bytes every node
holds. The transaction has 300 inputs and a 300-byte output script, so its input count and that script's length take
CompactSize's three-byte form (FD). Run from this folder: /usr/bin/python3 make_bitcoin_vectors.py
"""
import io
import json

import bitcoin
from bitcoin.core import COutPoint, CMutableTransaction, CMutableTxIn, CMutableTxOut, CTransaction, CBlock, b2x, lx
from bitcoin.core.script import CScript
from bitcoin.core.serialize import VarIntSerializer


def main():
    with open("bitcoin_vectors.jsonl", "w") as out:
        for value in (0, 1, 252, 253, 254, 255, 0xFFFF, 0x10000, 0xFFFFFFFF, 0x100000000, 2 ** 64 - 1):
            encoded = VarIntSerializer.serialize(value)
            assert VarIntSerializer.deserialize(encoded) == value
            out.write(json.dumps({"kind": "compact_size", "value": str(value), "hex": encoded.hex()}) + "\n")

        genesis = bitcoin.MainParams.GENESIS_BLOCK
        data = genesis.serialize()
        assert CBlock.deserialize(data).GetHash() == genesis.GetHash()
        out.write(json.dumps({
            "kind": "genesis_block",
            "hex": data.hex(),
            "hash": b2x(genesis.GetHash()[::-1]),
            "nonce": genesis.nNonce,
            "time": genesis.nTime,
            "coinbase_script": genesis.vtx[0].vin[0].scriptSig.hex(),
            "value": genesis.vtx[0].vout[0].nValue,
        }) + "\n")

        inputs = [CMutableTxIn(COutPoint(lx("%064x" % (i + 1)), i), CScript(bytes([i % 256]) * (i % 7)), 0xFFFFFFFE) for i in range(300)]
        outputs = [CMutableTxOut(5000000000 - i, CScript(bytes(range(256)) + bytes(44))) for i in range(2)]
        transaction = CTransaction.from_tx(CMutableTransaction(inputs, outputs, nLockTime=840000, nVersion=2))
        data = transaction.serialize()
        assert CTransaction.deserialize(data) == transaction
        out.write(json.dumps({"kind": "transaction", "hex": data.hex(), "inputs": len(inputs), "outputs": len(outputs)}) + "\n")


main()
