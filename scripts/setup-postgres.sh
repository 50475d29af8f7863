#!/usr/bin/env bash
# PostgreSQL 15 + pgvector for ctx's Postgres backend (Debian bookworm). Idempotent.
# bookworm ships PostgreSQL 15 but no pgvector binary; Debian's pgvector SOURCE package (from trixie)
# builds against it in ~30 s. It is fetched with a private apt configuration (its own sourcelist,
# state and cache dirs) so the system's sources are left alone.
set -euo pipefail
PG_MAJOR=15
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "ctx setup-postgres: run as root or install sudo" >&2; exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive

# libpq-dev: headers for the pg-native driver (the store's synchronous Postgres client), which
# npm builds with node-gyp (python3, a compiler).
PKGS=(postgresql postgresql-$PG_MAJOR postgresql-server-dev-$PG_MAJOR libpq-dev build-essential dpkg-dev python3)
missing=()
for p in "${PKGS[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

PG_CONFIG=/usr/lib/postgresql/$PG_MAJOR/bin/pg_config
[ -x "$PG_CONFIG" ] || PG_CONFIG=$(command -v pg_config)
if [ -f "$($PG_CONFIG --sharedir)/extension/vector.control" ]; then
  echo "ctx setup-postgres: PostgreSQL $PG_MAJOR and pgvector already installed"; exit 0
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/lists/partial" "$work/cache/archives/partial" "$work/etc/sources.list.d" "$work/etc/preferences.d"
echo "deb-src http://deb.debian.org/debian trixie main" > "$work/etc/sources.list"
APT_OPTS=(
  -o "Dir::Etc::SourceList=$work/etc/sources.list"
  -o "Dir::Etc::SourceParts=$work/etc/sources.list.d"
  -o "Dir::Etc::Preferences=$work/etc/preferences"
  -o "Dir::Etc::PreferencesParts=$work/etc/preferences.d"
  -o "Dir::State::Lists=$work/lists"
  -o "Dir::Cache=$work/cache"
  -o "APT::Sandbox::User=root"
)
apt-get "${APT_OPTS[@]}" update -qq
cd "$work"
apt-get "${APT_OPTS[@]}" source --download-only pgvector >/dev/null
dsc=$(ls "$work"/pgvector_*.dsc | head -1)
dpkg-source -x "$dsc" "$work/src" >/dev/null
cd "$work/src"
make -s PG_CONFIG="$PG_CONFIG" OPTFLAGS="" >/dev/null
$SUDO make -s PG_CONFIG="$PG_CONFIG" install >/dev/null
echo "ctx setup-postgres: pgvector $(sed -n 's/^default_version = .\(.*\)./\1/p' vector.control) installed for PostgreSQL $PG_MAJOR"
