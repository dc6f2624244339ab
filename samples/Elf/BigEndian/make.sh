#!/bin/sh
# ELF files from other machines for the Elf sample, made by Debian's cross binutils: big-endian 64-bit objects
# (binutils-s390x-linux-gnu, binutils-powerpc64-linux-gnu, binutils-mips64-linux-gnuabi64) with an executable linked
# from the s390x one (program headers too), and 32-bit objects (binutils-i686-linux-gnu, little-endian;
# binutils-mips-linux-gnu, big-endian) with an i686 executable. check.sh compares the sample's reading with readelf.
set -eu
cd "$(dirname "$0")"
s390x-linux-gnu-as -o s390x.o hello.s
s390x-linux-gnu-ld -o s390x.elf s390x.o
powerpc64-linux-gnu-as -a64 -o ppc64.o hello.s
mips64-linux-gnuabi64-as -o mips64.o hello.s
i686-linux-gnu-as --32 -o i686.o hello.s
i686-linux-gnu-ld -m elf_i386 -o i686.elf i686.o
mips-linux-gnu-as -o mips.o hello.s
