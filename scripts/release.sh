#!/usr/bin/env bash
# Makes the release tag for version X.Y.Z on HEAD, after checking that the
# release is consistent:
#   - the work tree is clean and the tag vX.Y.Z does not exist yet;
#   - Sources/TextMeasure/TextMeasureVersion.swift (the one place the version
#     is written; `textmeasure --version` prints it) says X.Y.Z;
#   - CHANGELOG.md has a section "## X.Y.Z" that is not marked unreleased.
# The tag is annotated (`git tag -a`), with that changelog section as its
# message, so that SwiftPM's `from: "X.Y.Z"` resolves to it. Push it with
# `git push origin vX.Y.Z`.
# Usage: bash scripts/release.sh X.Y.Z
set -euo pipefail
cd "$(dirname "$0")/.."
version=${1:?usage: release.sh X.Y.Z}
fail() { echo "release.sh: $*" >&2; exit 1; }

[[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || fail "'$version' is not a version X.Y.Z"
[ -z "$(git status --porcelain)" ] || fail "the work tree has uncommitted changes"
! git rev-parse -q --verify "refs/tags/v$version" > /dev/null || fail "tag v$version exists already"

declared=$(bash scripts/version.sh)
[ "$declared" = "$version" ] || fail "TextMeasureVersion.current is $declared, not $version"

section=$(awk -v heading="## $version" '
  index($0, heading) == 1 && (length($0) == length(heading) || substr($0, length(heading) + 1, 1) == " ") { found = 1; print; next }
  found && /^## / { exit }
  found { print }' CHANGELOG.md)
[ -n "$section" ] || fail "CHANGELOG.md has no section '## $version'"
! head -1 <<< "$section" | grep -qi unreleased || fail "CHANGELOG.md still marks $version unreleased: give it its date"

git tag -a "v$version" -m "TextMeasure $version" -m "$section"
echo "Tagged v$version on $(git rev-parse --short HEAD). Push it with: git push origin v$version"
