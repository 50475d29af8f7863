#!/usr/bin/env bash
# A stranger's MCP client against ctx: the MCP Inspector's CLI mode (@modelcontextprotocol/inspector
# --cli) lists and calls the tools of `ctx mcp` (stdio) and of the daemon's /mcp (Streamable HTTP).
# It starts a throwaway daemon with one text file, runs the Inspector, and stops the daemon.
#
#   scripts/mcp-inspector.sh                 # runs the Inspector with npx (downloads it once)
#   INSPECTOR=/path/to/mcp-inspector scripts/mcp-inspector.sh
#
# The Inspector is not a devDependency: it brings ~110 MB (a web UI, vite, hono) that CI does not
# need; the same checks run in test/contract/mcp.test.ts with the SDK's own client. The last run's
# output is kept in bench/results/mcp-inspector.txt.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
CTX="node $ROOT/bin/ctx"
INSPECTOR_VERSION=2.12.0
read -r -a INSPECTOR <<<"${INSPECTOR:-npx -y @modelcontextprotocol/inspector@$INSPECTOR_VERSION}"

TMP="$(mktemp -d)"
export XDG_CONFIG_HOME="$TMP/config" HOME="$TMP"
DAEMON_PID=
cleanup() {
  [ -n "$DAEMON_PID" ] && kill "$DAEMON_PID" 2>/dev/null && wait "$DAEMON_PID" 2>/dev/null || true
  rm -rf "$TMP"
}
trap cleanup EXIT

KEY="$($CTX init --data-dir "$TMP/data" --json | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).api_key))')"
$CTX daemon run --data-dir "$TMP/data" --host 127.0.0.1 --port 0 >"$TMP/daemon.log" 2>&1 &
DAEMON_PID=$!
for _ in $(seq 100); do
  URL="$(grep -o 'listening on http://[^ ]*' "$TMP/daemon.log" | head -1 | sed 's/listening on //')" || true
  [ -n "${URL:-}" ] && break
  sleep 0.1
done
[ -n "${URL:-}" ] || { cat "$TMP/daemon.log"; exit 1; }
export CTX_BASE_URL="$URL" CTX_API_KEY="$KEY"
printf 'Falcon\n\nThe Falcon project has a total budget of 2.4 million euros.\n' >"$TMP/falcon.txt"
$CTX upload "$TMP/falcon.txt" --to /docs --wait >/dev/null 2>&1

FAILED=0
# step EXPECTED_EXIT ARGS...: one Inspector run, its output with the key hidden, and its exit code.
step() {
  local want=$1 code=0
  shift
  echo
  echo "\$ mcp-inspector --cli $*" | sed "s|$KEY|\$CTX_API_KEY|g; s|$TMP|\$TMP|g; s|$ROOT|.|g"
  "${INSPECTOR[@]}" --cli "$@" >"$TMP/out" 2>&1 || code=$?
  sed "s|$KEY|\$CTX_API_KEY|g; s|$TMP|\$TMP|g" "$TMP/out"
  echo "(exit $code${want:+, expected $want})"
  [ "$code" = "$want" ] || FAILED=1
}

echo "MCP Inspector $INSPECTOR_VERSION (--cli) against ctx $($CTX --version) on $(date -u +%FT%TZ)"
echo "== stdio: ctx mcp"
STDIO=(-e "CTX_BASE_URL=$URL" -e "CTX_API_KEY=$KEY" node "$ROOT/bin/ctx" mcp)
step 0 "${STDIO[@]}" --method tools/list --strict
step 0 "${STDIO[@]}" --method tools/call --tool-name search --tool-arg 'query=Falcon budget'
step 0 "${STDIO[@]}" --method tools/call --tool-name ask --tool-arg 'question=What is the budget of the Falcon project?'
step 0 "${STDIO[@]}" --method tools/call --tool-name read --tool-arg 'target=/docs/falcon.txt#line=3'
# A tool error (isError) is reported by the Inspector with exit code 5 (tool_is_error).
step 5 "${STDIO[@]}" --method tools/call --tool-name read --tool-arg 'target=/docs/missing.txt'
step 0 "${STDIO[@]}" --method resources/list
step 0 "${STDIO[@]}" --method resources/read --uri 'ctx:///docs/falcon.txt'

echo
echo "== Streamable HTTP: $URL/mcp"
step 0 "$URL/mcp" --transport http --header "X-API-Key: $KEY" --method tools/list
step 0 "$URL/mcp" --transport http --header "X-API-Key: $KEY" --method tools/call --tool-name list --tool-arg 'path=/docs'
exit $FAILED
