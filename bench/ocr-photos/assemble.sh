#!/usr/bin/env bash
# Rebuilds the bench:ocr-photos image directory from local git snapshots; downloads nothing.
#
#   bench/ocr-photos/assemble.sh [dir]        (default /work/wt/data/ocr-photos)
#
# Every image of manifest.json is read from $OCR_MIRROR/<owner>+<repo>/repo (default
# /work/.mirror) with `git show <commit>:<path>` and its sha256 is checked. A missing snapshot,
# blob or sha256 mismatch stops the script with the file named.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
out=${1:-/work/wt/data/ocr-photos}
mirror=${OCR_MIRROR:-/work/.mirror}
mkdir -p "$out"

node -e '
  const m = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
  for (const i of m.items) console.log([i.file, i.source.repo, i.source.commit, i.source.path, i.source.sha256].join("\t"));
' "$here/manifest.json" | while IFS=$'\t' read -r name repo commit path sha; do
  git_dir="$mirror/${repo/\//+}/repo"
  [[ -d "$git_dir" ]] || { echo "assemble: no snapshot of $repo at $git_dir (fetch it first)" >&2; exit 1; }
  git -C "$git_dir" show "$commit:$path" >"$out/$name.part" ||
    { echo "assemble: $repo has no $path at $commit" >&2; rm -f "$out/$name.part"; exit 1; }
  got=$(sha256sum "$out/$name.part" | cut -d' ' -f1)
  [[ "$got" == "$sha" ]] || { echo "assemble: $name: sha256 $got, manifest says $sha" >&2; rm -f "$out/$name.part"; exit 1; }
  mv "$out/$name.part" "$out/$name"
done

echo "assemble: $(ls "$out" | wc -l) images in $out"
