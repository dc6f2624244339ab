#!/bin/sh
# Big-endian 64-bit ELF files for the Elf sample, made by Debian's cross binutils (binutils-s390x-linux-gnu,
# binutils-powerpc64-linux-gnu, binutils-mips64-linux-gnuabi64): a relocatable object for each machine and an
# executable linked from the s390x one (program headers too). check.sh compares the sample's reading of them with readelf.
set -eu
cd "$(dirname "$0")"
s390x-linux-gnu-as -o s390x.o hello.s
s390x-linux-gnu-ld -o s390x.elf s390x.o
powerpc64-linux-gnu-as -a64 -o ppc64.o hello.s
mips64-linux-gnuabi64-as -o mips64.o hello.s
