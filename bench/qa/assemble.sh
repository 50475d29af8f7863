#!/usr/bin/env bash
# Rebuilds a bench:qa data directory from local git snapshots; downloads nothing.
#
#   bench/qa/assemble.sh [data dir]        (default /work/wt/data/qa)
#
# QA_SET names another question set's folder (bench/qa2/assemble.sh sets it): its manifest.json,
# notes/ and recordings/voice-memo.txt are used instead of bench/qa's.
#
# Every file of manifest.json is read from $QA_MIRROR/<owner>+<repo>/repo (default
# /work/.mirror) with `git show <commit>:<path>` and its sha256 is checked; the notes of
# bench/qa/notes are copied beside them, and the spoken memo is made with flite's rms voice.
# A missing snapshot, blob or sha256 mismatch stops the script with the file named.
set -euo pipefail

here=${QA_SET:-$(cd "$(dirname "$0")" && pwd)}
out=${1:-/work/wt/data/$(basename "$here")}
mirror=${QA_MIRROR:-/work/.mirror}

# name, repo, commit, path, sha256 per line, from the manifest (node is what the project has).
node -e '
  const m = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
  for (const f of m.files) console.log([f.name, f.repo, f.commit, f.path, f.sha256].join("\t"));
' "$here/manifest.json" | "$(dirname "$0")/../snapshots.sh" "$out" "$mirror"

cp "$here"/notes/* "$out/"

command -v flite >/dev/null || { echo "assemble: flite is needed for voice-memo.wav (apt-get install flite)" >&2; exit 1; }
flite -voice rms -f "$here/recordings/voice-memo.txt" -o "$out/voice-memo.wav"

echo "assemble: $(ls "$out" | wc -l) files in $out"
