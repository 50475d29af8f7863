#!/usr/bin/env bash
# Rebuilds bench:receipts' data directory from the local git snapshot of the SROIE receipts;
# downloads nothing.
#
#   bench/receipts/assemble.sh [data dir]        (default /work/wt/data/receipts)
#
# Every receipt of manifest.json is read from $RECEIPTS_MIRROR/zzzDavid+ICDAR-2019-SROIE/repo
# (default mirror /work/.mirror) with `git show <commit>:<path>`, its sha256 checked:
# the scan goes to <dir>/img/NNN.jpg, its ground truth to <dir>/key/NNN.json.
# A missing snapshot, blob or sha256 mismatch stops the script with the file named.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
out=${1:-/work/wt/data/receipts}
mirror=${RECEIPTS_MIRROR:-/work/.mirror}

lines() {
  node -e '
    const m = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    const what = process.argv[2], ext = what === "image" ? "jpg" : "json";
    for (const f of m.files) console.log([`${f.id}.${ext}`, f.repo, f.commit, f[what].path, f[what].sha256].join("\t"));
  ' "$here/manifest.json" "$1"
}
lines image | "$here/../snapshots.sh" "$out/img" "$mirror"
lines key | "$here/../snapshots.sh" "$out/key" "$mirror"

echo "assemble: $(ls "$out/img" | wc -l) receipts and $(ls "$out/key" | wc -l) keys in $out"
