#!/usr/bin/env bash
# Rebuilds the bench:qa5 data directory from local git snapshots; downloads nothing.
#
#   bench/qa5/assemble.sh [data dir]       (default /work/wt/data/qa5)
#
# bench/qa/assemble.sh does the work with this folder's manifest.json, notes/ and
# recordings/voice-memo.txt (every file's sha256 checked; the memo made with flite's rms voice).
# The snapshots it reads: fetch each repository of manifest.json into /work/.mirror first.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
QA_SET=$here exec "$here/../qa/assemble.sh" "${1:-/work/wt/data/qa5}"
