#!/usr/bin/env bash
# The type-check of the back end and of the front end, side by side: each tsc uses one core, so on a
# 2-core machine the pair takes the longer one's time (the front end's, about 35 s) rather than both
# (about 58 s; issue 45). Fails when either fails, each one's errors printed as they come.
set -uo pipefail
cd "$(dirname "$0")/../.."
tsc=node_modules/.bin/tsc
$tsc -p tsconfig.json --noEmit &
back=$!
(cd frontend && ../$tsc -p tsconfig.json --noEmit) &
front=$!
status=0
wait $back || { echo "type errors in the back end (tsconfig.json)"; status=1; }
wait $front || { echo "type errors in the front end (frontend/tsconfig.json)"; status=1; }
exit $status
