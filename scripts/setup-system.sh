#!/usr/bin/env bash
# System packages ctx uses (Debian). Idempotent; skipped when everything is already present.
set -euo pipefail
# tesseract-ocr: OCR (more accurate than the bundled tesseract.js, bench/results/ocr.txt); osd lets
# it read pages scanned sideways or upside down and detect the script; chi-sim/chi-tra read
# simplified and traditional Chinese (ocr.languages, README).
# fonts-wqy-microhei: a CJK font for the Chinese images the tests and bench:ocr render.
PKGS=(flite pocketsphinx pocketsphinx-en-us tesseract-ocr tesseract-ocr-eng tesseract-ocr-osd tesseract-ocr-chi-sim tesseract-ocr-chi-tra fonts-wqy-microhei)
missing=()
for p in "${PKGS[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "ctx setup: please install: ${missing[*]} (apt-get install ${missing[*]})" >&2; exit 0
  fi
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
