#!/usr/bin/env bash
# Regenerates tests/previous-release/schema.sql: the tables a database made by the previous release
# holds, for tests/integration/migrations.test.ts (an upgraded database must equal a fresh one).
#
# It checks the release out in a temporary git worktree, installs it (npm ci), starts it once on a
# fresh PostgreSQL database as a person does (all-in-one, no demo data), stops it, and dumps the schema
# with the migration records (pg_dump). Run it when a release is cut, with that release's commit:
#
#   tests/previous-release/dump.sh 3516a94
#
# SERVER_URL: the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres); needs psql
# and pg_dump. PREVIOUS_TREE: an installed checkout of REF to use instead of making one (faster).
set -euo pipefail
ref=${1:?usage: dump.sh REF (the previous release commit)}
server=${SERVER_URL:-postgres://postgres@127.0.0.1:5432/postgres}
here=$(cd "$(dirname "$0")" && pwd)
root=$(git -C "$here" rev-parse --show-toplevel)
work=$(mktemp -d "${TMPDIR:-/tmp}/plouf-previous-XXXXXX")
database="plouf_previous_$$"
url="${server%/*}/$database"
server_pid=""

cleanup() {
  if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
  psql "$server" -qc "DROP DATABASE IF EXISTS $database WITH (FORCE)" >/dev/null 2>&1 || true
  if [ -z "${PREVIOUS_TREE:-}" ]; then git -C "$root" worktree remove --force "$work/tree" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

commit=$(git -C "$root" rev-parse --verify "$ref^{commit}")
if [ -n "${PREVIOUS_TREE:-}" ]; then
  tree=$PREVIOUS_TREE
  [ "$(git -C "$tree" rev-parse HEAD)" = "$commit" ] || { echo "PREVIOUS_TREE is not at $ref" >&2; exit 1; }
else
  tree="$work/tree"
  git -C "$root" worktree add --detach "$tree" "$commit" >/dev/null
  (cd "$tree" && npm ci --no-audit --no-fund >"$work/npm.log" 2>&1) || { cat "$work/npm.log" >&2; exit 1; }
fi

psql "$server" -qc "CREATE DATABASE $database"
(cd "$tree" && exec env DATABASE_URL="$url" SEED_DEMO=false PORT="${PORT:-3999}" node --import tsx infra/entry/all-in-one.ts) >"$work/server.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 120); do
  grep -q 'is running at' "$work/server.log" && break
  kill -0 "$server_pid" 2>/dev/null || { cat "$work/server.log" >&2; exit 1; }
  sleep 1
done
grep -q 'is running at' "$work/server.log" || { echo "the previous release did not start in 120 s" >&2; cat "$work/server.log" >&2; exit 1; }
kill "$server_pid"; wait "$server_pid" 2>/dev/null || true; server_pid=""

{
  echo "-- The schema of a database made by Plouf at commit $commit (tests/previous-release/dump.sh $ref),"
  echo "-- with the migration records it holds. Generated: do not edit."
  # search_path '' would outlive the load on its connection; the tests run in public anyway.
  pg_dump --schema-only --no-owner --no-privileges "$url" | grep -v -e '^--' -e 'set_config(.search_path' -e '^\\' | cat -s
  pg_dump --data-only --inserts --no-owner --no-privileges -t read_model_migrations -t read_model_migrations_lock "$url" \
    | grep -v -e '^--' -e 'set_config(.search_path' -e '^\\' | cat -s
} >"$here/schema.sql"
echo "wrote $here/schema.sql"
