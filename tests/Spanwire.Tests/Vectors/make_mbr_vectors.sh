#!/bin/sh
# Writes mbr_sfdisk.bin (the first 512 bytes of a 64 MiB disk image partitioned by util-linux's sfdisk: a bootable
# Linux partition, a FAT32 one and an extended one) and mbr_sfdisk.txt (sfdisk's own dump of the table, to compare).
# Run from this folder: sh make_mbr_vectors.sh   (Debian: apt-get install fdisk)
set -e
image=$(mktemp)
truncate -s 64M "$image"
printf 'label: dos\nlabel-id: 0x5eed1234\nstart=2048, size=40960, type=83, bootable\nstart=43008, size=40960, type=c\nstart=83968, type=5\n' | sfdisk -q "$image"
head -c 512 "$image" > mbr_sfdisk.bin
sfdisk -d "$image" | sed "s#$image#disk#" > mbr_sfdisk.txt
rm -f "$image"
