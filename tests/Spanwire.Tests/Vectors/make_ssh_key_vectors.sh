#!/bin/sh
# SSH public keys for SshKeyTests: OpenSSH's ssh-keygen makes an RSA, an Ed25519 and three ECDSA keys; each line of
# ssh_keys.txt is the .pub line (key name, base64 blob, comment) followed by what `ssh-keygen -l -E sha256` reports:
# the key's bits and the SHA-256 fingerprint of the blob, which the test recomputes from the bytes Spanwire writes.
set -eu
cd "$(dirname "$0")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
: > ssh_keys.txt
for spec in "rsa 2048" "ed25519 256" "ecdsa 256" "ecdsa 384" "ecdsa 521"; do
  set -- $spec
  ssh-keygen -q -t "$1" -b "$2" -N '' -C "spanwire-$1-$2" -f "$work/key_$1_$2"
  pub=$(cat "$work/key_$1_$2.pub")
  facts=$(ssh-keygen -l -E sha256 -f "$work/key_$1_$2.pub" | cut -d' ' -f1,2)
  echo "$pub|$facts" >> ssh_keys.txt
done
