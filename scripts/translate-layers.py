#!/usr/bin/env python3
"""translate-layers.py [TRANSLATE_DIR]: checks the translator's structure
(docs/translator.md, "Folders"); prints each violation and exits 1 if any.

- A file includes another folder's header only through that folder's
  public header (FOLDER/FOLDER.h); headers of its own folder by bare name.
- No edge from an earlier stage into a later one: a folder includes only
  the public headers of the folders before it in STAGES. The top level
  (the driver, the CLI, the pass table) may include every public header;
  the base layer (tr_ctx) only the IR's.
- passes.def is true: every entry's file is FOLDER/NAME.c and defines
  NAME, and every lower_*/opt_*/emit_*/fix_* file of a folder is an entry;
  docs/translator.md's pipeline table lists the same entries in order.
"""
import os
import re
import sys

# The stages in the order of the pipeline's dependencies: a folder may use
# the folders before it. ir/ is the base every stage builds on.
STAGES = ["ir", "input", "kernel", "builtins", "subgroups", "memory", "images", "legalize", "cfg"]
BASE = {"tr_ctx.h", "tr_ctx.c"}
TOP_HEADERS = {"tr_ctx.h", "passes.h", "passes.def", "shoal_translate.h"}


def main():
    root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "translate"))
    bad = []
    rank = {f: i for i, f in enumerate(STAGES)}
    for dirpath, _, files in os.walk(root):
        folder = os.path.relpath(dirpath, root)
        folder = "" if folder == "." else folder
        if folder and folder not in rank:
            bad.append(f"{folder}/: a folder that is not a stage of translate-layers.py's STAGES")
            continue
        for f in sorted(files):
            if not f.endswith((".c", ".h")):
                continue
            path = os.path.join(dirpath, f)
            rel = os.path.join(folder, f) if folder else f
            for n, line in enumerate(open(path, encoding="utf-8"), 1):
                m = re.match(r'\s*#\s*include\s+"([^"]+)"', line)
                if not m:
                    continue
                inc = m.group(1)
                where = f"{rel}:{n}: includes \"{inc}\""
                if "/" not in inc:
                    if os.path.exists(os.path.join(dirpath, inc)):
                        continue  # its own folder's header
                    if inc in TOP_HEADERS:
                        if folder == "ir" and inc != "shoal_translate.h":
                            bad.append(f"{where}: the IR is below the translation context")
                        continue
                    bad.append(f"{where}: no such header in {folder or 'translate'}/ or the top level")
                    continue
                other, name = inc.split("/", 1)
                if other not in rank:
                    bad.append(f"{where}: not a folder of translate/")
                    continue
                if name != other + ".h":
                    bad.append(f"{where}: another folder's private header (only {other}/{other}.h is public)")
                    continue
                if other == folder:
                    bad.append(f"{where}: its own folder's header by path")
                    continue
                if not folder:
                    if f in BASE and other != "ir":
                        bad.append(f"{where}: the base layer uses only the IR")
                    continue
                if rank[other] > rank[folder]:
                    bad.append(f"{where}: an earlier stage ({folder}) uses a later one ({other})")
    # the pass table against the files
    table = open(os.path.join(root, "passes.def"), encoding="utf-8").read()
    entries = re.findall(r"^TR_(?:INPUT_)?PASS\((\w+), (\w+),", table, re.M)
    listed = set()
    adapters = open(os.path.join(root, "input", "input_passes.c"), encoding="utf-8").read()
    for name, folder in entries:
        listed.add((folder, name))
        src = os.path.join(root, folder, name + ".c")
        if folder == "input":
            # input passes: the work in FOLDER/NAME.c, the table's signature
            # in input_passes.c; input_validate is SPIRV-Tools' validator
            if not re.search(r"^bool %s\(" % name, adapters, re.M):
                bad.append(f"passes.def: {name} has no entry in input/input_passes.c")
            if name != "input_validate" and not os.path.exists(src):
                bad.append(f"passes.def: no file input/{name}.c")
            continue
        text = open(src, encoding="utf-8").read() if os.path.exists(src) else ""
        if not re.search(r"^bool %s\(" % name, text, re.M):
            bad.append(f"passes.def: {name} is not defined in {folder}/{name}.c")
    for folder in STAGES:
        d = os.path.join(root, folder)
        for f in sorted(os.listdir(d)) if os.path.isdir(d) else []:
            base = f[:-2]
            if f.endswith(".c") and re.match(r"(lower|opt|emit|fix)_", base) and (folder, base) not in listed:
                bad.append(f"{folder}/{f}: named as a pass but not an entry of passes.def")
    # docs/translator.md's pipeline table lists the same passes in order
    doc = os.path.join(root, "..", "docs", "translator.md")
    if os.path.exists(doc):
        rows = re.findall(r"^\| \d+ \| `(\w+)` \| `(\w+)/` \|", open(doc, encoding="utf-8").read(), re.M)
        if [(n, f) for n, f in rows] != [(n, f) for n, f in entries]:
            bad.append("docs/translator.md: its pipeline table differs from passes.def (names, folders or order)")
    for b in bad:
        print(b)
    print(f"translate-layers: {len(entries)} passes, {len(bad)} violations")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
