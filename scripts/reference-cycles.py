#!/usr/bin/env python3
"""reference-cycles.py BUILD FOLDER [--edges]: the circles of references
between the source files of one library folder (icd, translate, runtime,
compile), read from the object files of a build with nm: file A refers to
file B where A's object uses a symbol B's object defines. Prints each
strongly connected component of more than one file (a circle: every file in
it reaches every other through such references), with the references that
make it, and a summary line. With --edges, every file's references too.

Headers do not show here (a static inline function is no reference), which
is what is wanted: a circle is code in one file calling code in another and
back, whatever the headers say. docs/translator.md records the counts."""
import collections
import os
import subprocess
import sys


def objects(build, folder):
    """The object files the folder's targets link, as their link commands
    list them (a build directory keeps objects of files since removed)."""
    base = os.path.join(build, folder)
    root = os.path.join(base, "CMakeFiles")
    found = {}
    if not os.path.isdir(root):
        return found
    for target in sorted(os.listdir(root)):
        link = os.path.join(root, target, "link.txt")
        if not target.endswith(".dir") or not os.path.exists(link):
            continue
        for word in open(link).read().split():
            if not word.endswith(".c.o"):
                continue
            path = os.path.join(base, word)
            # CMake mirrors the source tree under <target>.dir/
            rel = word.split(".dir/", 1)[1][: -len(".o")]
            found.setdefault(rel, path)
    return found


def symbols(path):
    out = subprocess.run(["nm", path], capture_output=True, text=True, check=True).stdout
    defined, used = set(), set()
    for line in out.splitlines():
        p = line.split()
        if len(p) == 3 and p[1] in "TDBRVW":
            defined.add(p[2])
        elif len(p) == 2 and p[0] == "U":
            used.add(p[1])
    return defined, used


def sccs(nodes, edges):
    """Tarjan's algorithm, iterative."""
    index, low, on, stack, out = {}, {}, set(), [], []
    counter = [0]
    for root in nodes:
        if root in index:
            continue
        work = [(root, iter(sorted(edges[root])))]
        index[root] = low[root] = counter[0]
        counter[0] += 1
        stack.append(root)
        on.add(root)
        while work:
            v, it = work[-1]
            advanced = False
            for w in it:
                if w not in index:
                    index[w] = low[w] = counter[0]
                    counter[0] += 1
                    stack.append(w)
                    on.add(w)
                    work.append((w, iter(sorted(edges[w]))))
                    advanced = True
                    break
                if w in on:
                    low[v] = min(low[v], index[w])
            if advanced:
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                comp = []
                while True:
                    w = stack.pop()
                    on.discard(w)
                    comp.append(w)
                    if w == v:
                        break
                out.append(sorted(comp))
    return out


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    if len(args) != 2:
        sys.exit(__doc__)
    build, folder = args
    objs = objects(build, folder)
    if not objs:
        sys.exit(f"no object files of {folder}/ under {build}: build it first")
    defined, used = {}, {}
    for name, path in objs.items():
        defined[name], used[name] = symbols(path)
    owner = {}
    for name, syms in defined.items():
        for s in syms:
            owner.setdefault(s, name)
    edges = collections.defaultdict(set)
    why = collections.defaultdict(set)
    for name, syms in used.items():
        for s in syms:
            o = owner.get(s)
            if o and o != name:
                edges[name].add(o)
                why[(name, o)].add(s)
    nodes = sorted(objs)
    if "--edges" in sys.argv:
        for n in nodes:
            for o in sorted(edges[n]):
                print(f"{n} -> {o}: {', '.join(sorted(why[(n, o)]))}")
    circles = [c for c in sccs(nodes, edges) if len(c) > 1]
    circles.sort(key=len, reverse=True)
    for c in circles:
        members = set(c)
        print(f"circle of {len(c)} files: {' '.join(c)}")
        for n in c:
            for o in sorted(edges[n] & members):
                print(f"  {n} -> {o}: {', '.join(sorted(why[(n, o)]))}")
    largest = len(circles[0]) if circles else 0
    in_circles = sum(len(c) for c in circles)
    print(f"{folder}: {len(nodes)} files, {sum(len(e) for e in edges.values())} references between files, "
          f"{len(circles)} circles, {in_circles} files in them, the largest {largest}")


if __name__ == "__main__":
    main()
