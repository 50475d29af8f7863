#!/usr/bin/env bash
# Copies files out of local git snapshots, checking each sha256; downloads nothing. Shared by the
# assemble scripts of bench/qa, bench/qa2 and bench/ocr-photos.
#
#   <lines> | bench/snapshots.sh <out dir> <mirror dir>
#
# Each line of standard input is "name<TAB>owner/repo<TAB>commit<TAB>path<TAB>sha256"; the file
# is read from <mirror>/<owner>+<repo>/repo with `git show <commit>:<path>` into <out>/<name>.
# A missing snapshot, blob or sha256 mismatch stops with the file named.
set -euo pipefail

out=$1
mirror=$2
mkdir -p "$out"
while IFS=$'\t' read -r name repo commit path sha; do
  git_dir="$mirror/${repo/\//+}/repo"
  [[ -d "$git_dir" ]] || { echo "assemble: no snapshot of $repo at $git_dir (fetch it first)" >&2; exit 1; }
  git -C "$git_dir" show "$commit:$path" >"$out/$name.part" ||
    { echo "assemble: $repo has no $path at $commit" >&2; rm -f "$out/$name.part"; exit 1; }
  got=$(sha256sum "$out/$name.part" | cut -d' ' -f1)
  [[ "$got" == "$sha" ]] || { echo "assemble: $name: sha256 $got, manifest says $sha" >&2; rm -f "$out/$name.part"; exit 1; }
  mv "$out/$name.part" "$out/$name"
done
