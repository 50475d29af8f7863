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

node -e '
  const m = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
  for (const i of m.items) console.log([i.file, i.source.repo, i.source.commit, i.source.path, i.source.sha256].join("\t"));
' "$here/manifest.json" | "$here/../snapshots.sh" "$out" "$mirror"

echo "assemble: $(ls "$out" | wc -l) images in $out"
