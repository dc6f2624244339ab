#!/bin/sh
# cpio archives in the old binary format (Kaitai's cpio_old_le), for CpioTests. GNU cpio writes them with -H bin in
# the host's byte order (little-endian here): a tree with an empty file, odd and even names and sizes, a 70,000-byte
# file (past 65,535, so its size needs the high word), a symlink and a directory. `cpio -itv` then lists each archive
# as cpio reads it, and the script records each member's size and SHA-256 from the files themselves, which the test
# compares with Spanwire's read.
set -eu
cd "$(dirname "$0")"
vectors=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/tree/sub"
: > "$work/tree/empty"
printf 'a' > "$work/tree/odd.txt"
printf 'ab' > "$work/tree/even.txt"
python3 -c "import sys; sys.stdout.buffer.write(bytes(i * 7 % 251 for i in range(70000)))" > "$work/tree/sub/large.bin"
ln -s odd.txt "$work/tree/link"
touch -h -d '2026-11-28 10:00:00' "$work/tree/sub/large.bin" "$work/tree/odd.txt" "$work/tree/even.txt" "$work/tree/empty" "$work/tree/link" "$work/tree/sub" "$work/tree"
(cd "$work/tree" && find . | LC_ALL=C sort | cpio -o -H bin --quiet) > cpio_tree.cpio
(cd "$work/tree" && printf 'odd.txt\n' | cpio -o -H bin --quiet) > cpio_one.cpio
for archive in cpio_tree cpio_one; do
  # name, size and SHA-256 of each member (a link's data is its target), as cpio extracts them.
  rm -rf "$work/out" && mkdir "$work/out"
  (cd "$work/out" && cpio -i -d --quiet < "$vectors/$archive.cpio")
  (cd "$work/out" && cpio -it --quiet < "$vectors/$archive.cpio" | while read -r name; do
     if [ -L "$name" ]; then target=$(readlink "$name"); printf '%s %d %s\n' "$name" "${#target}" "$(printf '%s' "$target" | sha256sum | cut -d' ' -f1)";
     elif [ -d "$name" ]; then printf '%s 0 -\n' "$name";
     else printf '%s %d %s\n' "$name" "$(stat -c %s "$name")" "$(sha256sum < "$name" | cut -d' ' -f1)"; fi
   done) > $archive.txt
done
