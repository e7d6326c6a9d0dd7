#!/usr/bin/python3
"""plot_peers.py OUT.png TITLE NAME_A A.csv NAME_B B.csv [NAME_C C.csv ...]

Bars of bench_peers --csv results side by side, one group per benchmark
that the first two files both ran, each value relative to the second
file's (the peer: 1.0 = as fast as it; for latency, where lower is
better, the inverse). Needs Debian's
python3-matplotlib; for docs/benchmarks.md, not for the tests."""
import csv
import math
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402


def read(path):
    out = {}
    with open(path) as f:
        for row in csv.DictReader(f):
            try:
                v = float(row["value"])
            except ValueError:
                continue
            if math.isfinite(v):  # "nan": the platform could not run it
                out[row["benchmark"]] = (v, row["unit"])
    return out


def main():
    if len(sys.argv) < 7 or len(sys.argv) % 2 == 0:
        sys.exit(__doc__)
    png, title = sys.argv[1], sys.argv[2]
    names = sys.argv[3::2]
    data = [read(p) for p in sys.argv[4::2]]
    base, peer = data[0], data[1]
    benches = [b for b in base if b in peer]
    fig, ax = plt.subplots(figsize=(9, 0.45 * len(benches) + 1.5))
    h = 0.8 / len(names)
    for i, (name, d) in enumerate(zip(names, data)):
        ys, xs = [], []
        for j, b in enumerate(benches):
            ref = peer.get(b)
            if b not in d or not ref or not ref[0]:
                continue
            v = d[b][0] / ref[0]
            if d[b][1] == "us":  # lower is better
                v = 1 / v if v else 0
            ys.append(j + i * h)
            xs.append(v)
        ax.barh(ys, xs, height=h, label=name)
    ax.set_yticks([j + h * (len(names) - 1) / 2 for j in range(len(benches))])
    ax.set_yticklabels(benches)
    ax.invert_yaxis()
    ax.axvline(1.0, color="black", linewidth=0.8)
    ax.set_xlabel(f"speed relative to {names[1]} (1.0 = as fast; latency inverted)")
    ax.set_title(title)
    ax.legend(loc="lower right")
    fig.tight_layout()
    fig.savefig(png, dpi=110)


if __name__ == "__main__":
    main()
