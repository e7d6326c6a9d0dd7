#!/usr/bin/env python3
"""sass_hist.py FILE.sass [FROM TO]: how many of each NVIDIA instruction a
disassembly holds (between the hex addresses FROM and TO when given)."""
import collections
import re
import sys

lo = int(sys.argv[2], 16) if len(sys.argv) > 3 else 0
hi = int(sys.argv[3], 16) if len(sys.argv) > 3 else 1 << 62
count = collections.Counter()
for line in open(sys.argv[1]):
    m = re.match(r'\s*/\*([0-9a-f]+)\*/\s*(@!?U?P[T0-9]+\s+)?([A-Z][A-Z0-9_.]*)', line)
    if m and lo <= int(m.group(1), 16) < hi:
        count[m.group(3)] += 1
print(sum(count.values()), ' '.join('%s:%d' % kv for kv in count.most_common()))
