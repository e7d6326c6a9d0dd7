#!/bin/sh
# check_pass.sh: one test of one translator pass, without Vulkan. Runs
# shoal-translate --stop-after PASS on a module, and --stop-after the pass
# before it in passes.def (for the first pass, the input itself through
# spirv-dis), and checks on the printed SPIR-V assembly what the pass
# promises. Every check is one that can fail: it must hold after PASS and
# must NOT hold before it, so a pass that did nothing fails its test.
#
# usage: check_pass.sh SHOAL_TRANSLATE MODULE.spv PASS [-a ARG]... [CHECK]...
#   -a ARG      one more shoal-translate argument (a target flag), before
#               the checks
#   -r ERE      some line matches after PASS; none before
#   -f ERE      no line matches after PASS; some line before
#   -F ERE      -f on the functions' code only (OpFunction to OpFunctionEnd)
#   -o ERE      exactly one line matches after PASS; more than one before
#   -c CHECK    a property (awk below) holds after PASS and fails before:
#               dom-order: every block comes after the blocks dominating it
#               structured: every loop header (target of a back edge) has
#                 an OpLoopMerge, every conditional branch or switch a merge
#               exits-via-header: every edge leaving a loop leaves from
#                 its header
#               word-index: no access chain into Workgroup memory is
#                 indexed by a value shifted right by %uint_2 (a byte
#                 offset turned into a word index)
#   -v ENV      the module after PASS, reassembled, passes spirv-val
#               --target-env ENV; the one before does not
#   -e ERE      PASS refuses the module: --stop-after PASS exits nonzero
#               with a message matching ERE, where the pass before
#               accepted it
# Lines matched by -r/-f/-o exclude comments (the "; ----" headers).
# spirv-dis, spirv-as and spirv-val are found on PATH unless SPIRV_DIS,
# SPIRV_AS, SPIRV_VAL name them. Prints each failure; exits 1 on any.
set -u
if [ $# -lt 3 ]; then
  sed -n '2,/^set -u/p' "$0" | sed '$d' >&2
  exit 2
fi
translate=$1 module=$2 pass=$3
shift 3
SPIRV_DIS=${SPIRV_DIS:-spirv-dis}
SPIRV_AS=${SPIRV_AS:-spirv-as}
SPIRV_VAL=${SPIRV_VAL:-spirv-val}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/check_pass.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT
failures=0
fail() {
  echo "FAIL ($pass): $*"
  failures=$((failures + 1))
}

# the target flags first (-a), then the checks
args=""
while [ $# -gt 0 ] && [ "$1" = "-a" ]; do
  args="$args $2"
  shift 2
done

# the pass before PASS in the table ("" for the first)
prev=$("$translate" --list-passes | awk -v p="$pass" 'NR > 1 { if ($2 == p) { print last; found = 1; exit } last = $2 }
  END { if (!found) exit 1 }') || { echo "FAIL: no pass named $pass"; exit 1; }

# after PASS, and before it
# shellcheck disable=SC2086 # $args: separate flags
"$translate" "$module" $args --stop-after "$pass" >"$tmp/after" 2>"$tmp/after.err"
after_rc=$?
if [ -n "$prev" ]; then
  # shellcheck disable=SC2086
  "$translate" "$module" $args --stop-after "$prev" >"$tmp/before" 2>"$tmp/before.err"
  before_rc=$?
else
  prev="the input: spirv-dis"
  "$SPIRV_DIS" --no-indent "$module" >"$tmp/before" 2>"$tmp/before.err"
  before_rc=$?
fi
if [ $before_rc -ne 0 ]; then
  fail "the module does not reach $pass (stopping after $prev: exit $before_rc)"
  cat "$tmp/before.err"
  exit 1
fi
grep -v '^[[:space:]]*;' "$tmp/after" | sed 's/^[[:space:]]*//' >"$tmp/after.asm"
grep -v '^[[:space:]]*;' "$tmp/before" | sed 's/^[[:space:]]*//' >"$tmp/before.asm"
for f in after before; do
  awk '/= OpFunction / { f = 1 } f { print } /^OpFunctionEnd/ { f = 0 }' "$tmp/$f.asm" >"$tmp/$f.code"
done

# awk_check CHECK FILE: exit 0 where CHECK holds for every function of
# FILE, else prints why and exits 1.
awk_check() {
  awk -v check="$1" '
    function fail(msg) { print "  " msg; bad = 1 }
    # the labels an instruction branches to
    function targets(   i) {
      if ($1 == "OpBranch") add($2)
      else if ($1 == "OpBranchConditional") { add($3); add($4) }
      else if ($1 == "OpSwitch") { add($3); for (i = 5; i <= NF; i += 2) add($i) }
    }
    function add(l) { succ[cur] = succ[cur] " " l }
    # reachable blocks from the entry, then their dominator sets (the
    # iterative data-flow: dom(b) = {b} + the intersection over preds)
    function dominators(   i, j, k, b, p, d, changed, s, ns, q, nq, np, cnt) {
      split("", reach); split("", dom); split("", preds)
      q[1] = lab[1]; nq = 1; reach[lab[1]] = 1
      for (i = 1; i <= nq; i++) {
        ns = split(succ[q[i]], s, " ")
        for (j = 1; j <= ns; j++) {
          preds[s[j]] = preds[s[j]] " " q[i]
          if (!(s[j] in reach)) { reach[s[j]] = 1; q[++nq] = s[j] }
        }
      }
      for (i = 1; i <= nb; i++) if (lab[i] in reach)
        for (j = 1; j <= nb; j++) if (lab[j] in reach) dom[lab[i], lab[j]] = (i == 1 ? j == 1 : 1)
      do {
        changed = 0
        for (i = 2; i <= nb; i++) {
          b = lab[i]
          if (!(b in reach)) continue
          np = split(preds[b], p, " ")
          for (j = 1; j <= nb; j++) {
            d = lab[j]
            if (!(d in reach) || d == b) continue
            cnt = 1
            for (k = 1; k <= np; k++) if (!dom[p[k], d]) { cnt = 0; break }
            if (dom[b, d] != cnt) { dom[b, d] = cnt; changed = 1 }
          }
        }
      } while (changed)
    }
    # marks the blocks of the natural loop of the back edge b -> h:
    # inloop[h, x] for h and every block reaching b without passing h
    function natural_loop(h, b,   stack, n, x, np, p, k) {
      inloop[h, h] = 1
      if ((h, b) in inloop) return
      inloop[h, b] = 1; stack[n = 1] = b
      while (n > 0) {
        x = stack[n--]
        np = split(preds[x], p, " ")
        for (k = 1; k <= np; k++)
          if (!((h, p[k]) in inloop)) { inloop[h, p[k]] = 1; stack[++n] = p[k] }
      }
    }
    function function_end(   i, j, b, ns, s, key, hb) {
      if (nb == 0) return
      dominators()
      for (i = 1; i <= nb; i++) {
        b = lab[i]
        if (!(b in reach)) continue
        if (check == "dom-order") {
          for (j = i + 1; j <= nb; j++)
            if ((lab[j] in reach) && lab[j] != b && dom[b, lab[j]])
              fail("block " b " comes before " lab[j] ", which dominates it")
        } else if (check == "structured") {
          if ((term[b] == "OpBranchConditional" || term[b] == "OpSwitch") && !(b in merge))
            fail("block " b " ends in " term[b] " without a merge instruction")
          ns = split(succ[b], s, " ")
          for (j = 1; j <= ns; j++)
            if (dom[b, s[j]] && !loopmerge[s[j]])
              fail("the back edge " b " -> " s[j] " goes to a header without OpLoopMerge")
        } else if (check == "exits-via-header") {
          ns = split(succ[b], s, " ")
          for (j = 1; j <= ns; j++) if (dom[b, s[j]]) natural_loop(s[j], b)
        }
      }
      if (check == "exits-via-header")
        for (key in inloop) {
          split(key, hb, SUBSEP)
          if (hb[2] == hb[1]) continue
          ns = split(succ[hb[2]], s, " ")
          for (j = 1; j <= ns; j++)
            if (!((hb[1], s[j]) in inloop))
              fail("the edge " hb[2] " -> " s[j] " leaves the loop of " hb[1] " other than from its header")
        }
      split("", inloop)
      nb = 0
      split("", succ); split("", term); split("", merge); split("", loopmerge)
    }
    { sub(/^[ \t]+/, "") }
    $2 == "=" && $3 == "OpLabel" { cur = $1; lab[++nb] = cur; next }
    $1 == "OpFunctionEnd" { function_end(); next }
    $1 == "OpLoopMerge" { merge[cur] = 1; loopmerge[cur] = 1; next }
    $1 == "OpSelectionMerge" { merge[cur] = 1; next }
    $1 ~ /^Op(Branch|BranchConditional|Switch)$/ { term[cur] = $1; targets(); next }
    check == "word-index" && $3 == "OpShiftRightLogical" && $NF == "%uint_2" { shifted[$1] = 1 }
    check == "word-index" && $3 ~ /AccessChain$/ && $4 ~ /^%_ptr_Workgroup_/ { chain[++nchain] = $0 }
    END {
      for (i = 1; i <= nchain; i++) {
        n = split(chain[i], f, " ")
        for (j = 6; j <= n; j++)
          if (f[j] in shifted) fail("a shifted byte offset indexes Workgroup memory: " chain[i])
      }
      exit bad
    }
  ' "$2"
}

# validate ENV FILE: FILE (SPIR-V assembly) assembled for the version its
# header names and validated in ENV; the reason on stdout
validate() {
  version=$(sed -n 's/^; Version: \([0-9.]*\)$/\1/p' "$2" | head -n 1)
  "$SPIRV_AS" --target-env "spv${version:-1.0}" --preserve-numeric-ids "$2" -o "$tmp/v.spv" 2>&1 &&
    "$SPIRV_VAL" --target-env "$1" "$tmp/v.spv" 2>&1
}

refusal=false
for a in "$@"; do [ "$a" = -e ] && refusal=true; done
if ! $refusal && [ $after_rc -ne 0 ]; then
  fail "shoal-translate --stop-after $pass exited $after_rc"
  cat "$tmp/after.err"
  exit 1
fi
while [ $# -gt 0 ]; do
  opt=$1 arg=${2-}
  shift 2 || { echo "FAIL: $opt needs an argument"; exit 2; }
  case $opt in
  -r)
    grep -Eq -- "$arg" "$tmp/after.asm" || fail "no line matches /$arg/ after $pass"
    grep -Eq -- "$arg" "$tmp/before.asm" && fail "/$arg/ already matches before $pass (after $prev): the check proves nothing"
    ;;
  -f)
    grep -E -- "$arg" "$tmp/after.asm" | sed 's/^/  left: /' | head -5 | grep . && fail "/$arg/ still matches after $pass"
    grep -Eq -- "$arg" "$tmp/before.asm" || fail "/$arg/ matches nothing before $pass (after $prev): the check proves nothing"
    ;;
  -F)
    grep -E -- "$arg" "$tmp/after.code" | sed 's/^/  left: /' | head -5 | grep . && fail "/$arg/ still matches code after $pass"
    grep -Eq -- "$arg" "$tmp/before.code" || fail "/$arg/ matches no code before $pass (after $prev): the check proves nothing"
    ;;
  -o)
    n=$(grep -Ec -- "$arg" "$tmp/after.asm")
    [ "$n" -eq 1 ] || fail "/$arg/ matches $n lines after $pass, not 1"
    n=$(grep -Ec -- "$arg" "$tmp/before.asm")
    [ "$n" -gt 1 ] || fail "/$arg/ matches $n lines before $pass (after $prev), not several: the check proves nothing"
    ;;
  -c)
    awk_check "$arg" "$tmp/after.asm" || fail "$arg does not hold after $pass"
    awk_check "$arg" "$tmp/before.asm" >/dev/null && fail "$arg already holds before $pass (after $prev): the check proves nothing"
    ;;
  -v)
    validate "$arg" "$tmp/after" >"$tmp/val" || { cat "$tmp/val"; fail "spirv-val --target-env $arg refuses the module after $pass"; }
    validate "$arg" "$tmp/before" >/dev/null && fail "spirv-val --target-env $arg already accepts the module before $pass (after $prev)"
    ;;
  -e)
    [ $after_rc -ne 0 ] || fail "$pass accepted the module (exit 0), expected a refusal matching /$arg/"
    grep -Eq -- "$arg" "$tmp/after.err" || { sed 's/^/  stderr: /' "$tmp/after.err"; fail "no message matching /$arg/"; }
    ;;
  *)
    echo "FAIL: unknown check $opt"
    exit 2
    ;;
  esac
done
[ $failures -eq 0 ] || exit 1
echo "ok: $pass"
