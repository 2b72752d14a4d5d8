#!/usr/bin/env python3
# Usage: scripts/make-icon.py assets/lazyscroll-icon.png; then paste the bytes into Sources/AppHost/AppIcon.swift
# (AppIconTests checks that the two agree).
# Draws assets/lazyscroll-icon.png: 64x64 RGBA, a blue rounded square holding a list of three
# white rows, the middle one highlighted, and a scroll indicator on the right. Anti-aliased by
# 4x4 supersampling. Writes a PNG with zlib only.
import zlib, struct, sys
N = 64; S = 4
def inside_round(x, y, x0, y0, x1, y1, r):
    if x < x0 or x > x1 or y < y0 or y > y1: return False
    cx = min(max(x, x0 + r), x1 - r); cy = min(max(y, y0 + r), y1 - r)
    return (x - cx) ** 2 + (y - cy) ** 2 <= r * r
def color(x, y):
    # layers, last wins: (shape test, rgba)
    c = (0, 0, 0, 0)
    if inside_round(x, y, 2, 2, 62, 62, 13): c = (37, 99, 235, 255)       # background
    for i, top in enumerate((13, 27, 41)):
        if inside_round(x, y, 10, top, 48, top + 10, 3):
            c = (255, 214, 102, 255) if i == 1 else (255, 255, 255, 255)  # rows
    if inside_round(x, y, 53, 16, 57, 34, 2): c = (255, 255, 255, 200)    # scroll indicator
    return c
rows = []
for py in range(N):
    row = bytearray([0])
    for px in range(N):
        acc = [0, 0, 0, 0]
        for sy in range(S):
            for sx in range(S):
                r, g, b, a = color(px + (sx + .5) / S, py + (sy + .5) / S)
                acc[0] += r * a; acc[1] += g * a; acc[2] += b * a; acc[3] += a
        a = acc[3] / (S * S)
        if acc[3]: row += bytes([round(acc[0] / acc[3]), round(acc[1] / acc[3]), round(acc[2] / acc[3]), round(a)])
        else: row += bytes(4)
    rows.append(bytes(row))
def chunk(t, d): return struct.pack('>I', len(d)) + t + d + struct.pack('>I', zlib.crc32(t + d) & 0xffffffff)
png = b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', N, N, 8, 6, 0, 0, 0)) + chunk(b'IDAT', zlib.compress(b''.join(rows), 9)) + chunk(b'IEND', b'')
open(sys.argv[1], 'wb').write(png)
print(len(png))
