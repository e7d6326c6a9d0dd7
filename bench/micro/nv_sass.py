#!/usr/bin/env python3
"""nv_sass.py CACHE_FILE OUT_PREFIX: the machine code NVIDIA's Vulkan driver
compiled, taken out of a Shoal pipeline cache file (SHOAL_CACHE_DIR's
pipelines/, which holds vkGetPipelineCacheData). The driver keeps each
pipeline as a zstd frame; inside, an "NVDANVVMNVuc" header gives the code's
size (at 0x4c) and offset (at 0x50), and the instructions start 8 bytes
into it (found by disassembling: NVIDIA documents none of this, so a new
driver may change it). Writes OUT_PREFIX.N.raw for `nvdisasm -b SM90`."""
import subprocess
import struct
import sys

data = open(sys.argv[1], 'rb').read()
at, n = 0, 0
while True:
    at = data.find(b'\x28\xb5\x2f\xfd', at)
    if at < 0:
        break
    blob = subprocess.run(['zstd', '-d', '-c', '-q'], input=data[at:], capture_output=True).stdout
    at += 4
    if not blob.startswith(b'NVDANVVMNVuc') or len(blob) < 0x54:
        continue
    size, off = struct.unpack_from('<II', blob, 0x4c)
    code = blob[off + 8:off + size]
    code = code[:len(code) // 16 * 16]
    open('%s.%d.raw' % (sys.argv[2], n), 'wb').write(code)
    print('%s.%d.raw: %d bytes of code' % (sys.argv[2], n, len(code)))
    n += 1
