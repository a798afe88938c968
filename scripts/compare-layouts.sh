#!/usr/bin/env bash
# Checks that the engine lays out every corpus case bit for bit as an earlier
# commit does: builds scripts/layout-fingerprints against that commit (in a
# temporary git worktree) and against the working tree, prints every layout
# of both (see layout-fingerprints/Sources/layout-fingerprints/main.swift for
# the cases) and compares them. Both checkouts build the working tree's copy
# of the tool, so that both print the same cases; it must use only API that
# the earlier commit has too (the script stops, exit 2, when it does not
# build there or the cases differ). The fixture fonts the tool lays out
# besides the corpus fonts are the working tree's, for both.
#   bash scripts/compare-layouts.sh BASE_COMMIT
# Prints how many layouts were compared and how many differ (and the first
# differences); exits 1 when any differs. With KEEP_FINGERPRINTS=DIR, the two
# files are kept there (before.txt, after.txt) to be read.
set -euo pipefail
base=${1:?usage: compare-layouts.sh BASE_COMMIT}
root=$(cd "$(dirname "$0")/.." && pwd)
corpus="$root/Benchmarks/Corpus/chat-public.jsonl"
fixtures=("$root/Tests/TextMeasureTests/Fixtures/InterCrossSpace.otf")
work=$(mktemp -d)
trap 'git -C "$root" worktree remove --force "$work/base" > /dev/null 2>&1 || true; rm -rf "$work"' EXIT

fingerprints() {  # $1: a checkout, $2: the output file
  local tool="$1/scripts/layout-fingerprints"
  if [ "$1" != "$root" ]; then rm -rf "$tool" && cp -R "$root/scripts/layout-fingerprints" "$tool"; fi
  swift build -c release --package-path "$tool" --scratch-path "$work/build-$(basename "$2")" > "$work/build.log" 2>&1 \
    || { cat "$work/build.log"; exit 2; }
  "$work/build-$(basename "$2")/release/layout-fingerprints" "$1" "$corpus" "${fixtures[@]}" > "$2"
}

git -C "$root" worktree add --detach "$work/base" "$base" > /dev/null 2>&1
fingerprints "$work/base" "$work/before.txt"
fingerprints "$root" "$work/after.txt"
before=$(wc -l < "$work/before.txt")
after=$(wc -l < "$work/after.txt")
if ! cmp -s <(cut -f1 "$work/before.txt") <(cut -f1 "$work/after.txt"); then
  echo "the tools of $(git -C "$root" rev-parse --short "$base") and the working tree print different cases" \
    "($before and $after lines; first difference below): compare against a commit whose tool prints the same"
  diff <(cut -f1 "$work/before.txt") <(cut -f1 "$work/after.txt") | head -5
  exit 2
fi
differing=$(paste "$work/before.txt" "$work/after.txt" | awk -F'\t' '$2 != $4' | wc -l)
errors=$(cut -f2 "$work/after.txt" | grep -c '^error' || true)
echo "layouts: $before at $(git -C "$root" rev-parse --short "$base"), $after now; differing: $differing; errors now: $errors"
echo "sha256 before: $(cut -f2 "$work/before.txt" | sha256sum | cut -c1-16)  now: $(cut -f2 "$work/after.txt" | sha256sum | cut -c1-16)"
if [ -n "${KEEP_FINGERPRINTS:-}" ]; then
  mkdir -p "$KEEP_FINGERPRINTS" && cp "$work/before.txt" "$work/after.txt" "$KEEP_FINGERPRINTS/"
fi
if [ "$before" != "$after" ] || [ "$differing" != 0 ]; then
  paste "$work/before.txt" "$work/after.txt" | awk -F'\t' '$2 != $4 { print $1 }' | head -20
  exit 1
fi
