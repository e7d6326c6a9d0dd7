#!/bin/sh
# hashcat.sh WORKDIR MODE [hashcat options]: hashcat 6.2.6 (Debian) on
# Shoal cracks the example hash of hash mode MODE (hashcat --example-hashes
# gives the hash and its password) from a five-word list; hashcat runs its
# self-test of the mode's kernels first. MODE "mask" instead cracks the MD5
# of a password made here with a mask attack (-a 3: candidates generated on
# the device). The output file must hold the password. hashcat keeps its
# session and kernel cache under WORKDIR (HOME and XDG_* point there).
# Exit 77 only when hashcat is not installed.
set -u
command -v hashcat >/dev/null || { echo "skipped: hashcat not installed"; exit 77; }
dir="$1/m$2"; mode="$2"; shift 2
rm -rf "$dir"; mkdir -p "$dir/home"
# SHOAL_LOG: a failed build prints its log (hashcat shows only the failing call)
export SHOAL_LOG="${SHOAL_LOG:-1}"
export HOME="$dir/home" XDG_CACHE_HOME="$dir/home/cache" XDG_DATA_HOME="$dir/home/data" XDG_CONFIG_HOME="$dir/home/config"
if [ "$mode" = mask ]; then
  pass="shoal7q"
  printf '%s' "$pass" | md5sum | cut -d' ' -f1 >"$dir/hash"
  set -- -m 0 -a 3 "$@" "$dir/hash" 'shoal?d?l'
else
  info="$(hashcat --example-hashes -m "$mode")"
  hash="$(echo "$info" | sed -n 's/^ *Example\.Hash\.*: //p')"
  pass="$(echo "$info" | sed -n 's/^ *Example\.Pass\.*: //p')"
  [ -n "$hash" ] && [ -n "$pass" ] || { echo "no example hash for mode $mode"; exit 1; }
  printf '%s\n' "$hash" >"$dir/hash"
  printf 'password\n123456\n%s\nletmein\nqwerty\n' "$pass" >"$dir/words"
  set -- -m "$mode" -a 0 "$@" "$dir/hash" "$dir/words"
fi
hashcat --potfile-disable --session=shoal -o "$dir/out" --outfile-format=2 "$@" >"$dir/log" 2>&1
rc=$?
grep -vE '^\[s\]tatus|^ *$' "$dir/log" | tail -n 40
got="$(cat "$dir/out" 2>/dev/null)"
echo "hashcat exit $rc, cracked '$got', expected '$pass'"
# 0: cracked; 1: exhausted (not cracked).
[ "$rc" -eq 0 ] && [ "$got" = "$pass" ] || exit 1
echo "hashcat $mode: ok"
