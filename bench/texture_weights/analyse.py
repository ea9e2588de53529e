#!/usr/bin/env python3
"""Fits CUDA's bilinear texture filtering from bench/texture_weights/probe.cu's
output (run the probe on an NVIDIA GPU: nvcc -arch=native probe.cu -o probe &&
./probe OUTDIR), and prints how many samples each model matches.

usage: analyse.py OUTDIR

A: a 4x4 float4 texture, one-hot per channel at the 4 texels around (2, 2),
   sampled on a 512x512 grid over [1.5, 2.5)^2: each channel is one weight.
B: a 16x16 float texture of random values at 65536 random coordinates,
   unnormalised/clamp and normalised/wrap: the blended values.
The model cuda2hip's helper implements (lib/Mappings/tables/helpers_textures.def):
A, B = the fractions rounded to 8 bits, halves up (integers 0..256);
w11 = (A*B + 128) >> 8, w10 = A - w11, w01 = B - w11, w00 = 256 - A - B + w11;
value = sum(w * T) / 256, rounded once to float.
"""
import math
import struct
import sys


def floats(path):
    data = open(path, 'rb').read()
    return struct.unpack('%df' % (len(data) // 4), data)


def f32(x):
    return struct.unpack('f', struct.pack('f', x))[0]


def q8(x):
    return math.floor(x * 256 + 0.5)


def weights(fu, fv):
    a, b = q8(fu - math.floor(fu)), q8(fv - math.floor(fv))
    w11 = (a * b + 128) >> 8
    return [256 - a - b + w11, a - w11, b - w11, w11]


def naive(fu, fv):  # separately rounded fractions, product weights
    a, b = q8(fu - math.floor(fu)) / 256, q8(fv - math.floor(fv)) / 256
    return [(1 - a) * (1 - b) * 256, a * (1 - b) * 256, (1 - a) * b * 256, a * b * 256]


def part_a(out):
    c, o = floats(out + '/A_coords.bin'), floats(out + '/A_out.bin')
    n = len(c) // 2
    for name, model in (('product of rounded fractions', naive), ('cuda2hip (w11 rounded)', weights)):
        ok = sum(all(m == w * 256 for m, w in zip(model(c[2 * i] - 0.5, c[2 * i + 1] - 0.5), o[4 * i:4 * i + 4]))
                 for i in range(n))
        print('A weights, %-30s %d of %d samples exact' % (name, ok, n))


def part_b(out, coords, values, normalised, wrap):
    img, c, o = floats(out + '/B_img.bin'), floats(out + '/' + coords), floats(out + '/' + values)
    w = h = 16

    def tex(x, y):
        x, y = (x % w, y % h) if wrap else (min(max(x, 0), w - 1), min(max(y, 0), h - 1))
        return img[y * w + x]
    exact = worst = 0
    for i in range(len(o)):
        u, v = c[2 * i], c[2 * i + 1]
        if normalised:
            u, v = f32((u - math.floor(u)) * w), f32((v - math.floor(v)) * h)
        fu, fv = f32(u - 0.5), f32(v - 0.5)
        x, y = math.floor(fu), math.floor(fv)
        t = [tex(x, y), tex(x + 1, y), tex(x, y + 1), tex(x + 1, y + 1)]
        got = f32(sum(k * tt for k, tt in zip(weights(fu, fv), t)) / 256)
        exact += got == o[i]
        worst = max(worst, abs(got - o[i]))
    print('B %-8s %d of %d values exact, largest difference %g' % (values[2:-4], exact, len(o), worst))


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else '.'
    part_a(out)
    part_b(out, 'B_coords.bin', 'B_clamp.bin', False, False)
    part_b(out, 'B_ncoords.bin', 'B_wrap.bin', True, True)


if __name__ == '__main__':
    main()
