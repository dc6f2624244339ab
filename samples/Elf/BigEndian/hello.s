# A few sections for the big-endian ELF files the sample reads: code, data, read-only data and a bss.
        .text
        .globl _start
_start:
        .long 0, 1, 2, 3
        .data
message:
        .ascii "hello from a big-endian object\n"
        .section .rodata
table:
        .quad 1, 2, 3, 4
        .bss
        .lcomm buffer, 64
