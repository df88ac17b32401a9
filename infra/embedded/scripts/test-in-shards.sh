#!/usr/bin/env bash
# With a real PostgreSQL (DATABASE_URL), the platform tests run in two Jest processes at once,
# half the work each (Jest's --shard, split by how long each file takes: see
# test/support/balanced-shards.sequencer.js). Each process has its own database and event namespace
# (libs/pg-embedded's global set-up), so the two never share tables or queues. They spend much of
# their time waiting (hashes, time-outs, a platform starting): on the 2-core machine both shards
# took 348 s where one process took 718 s (27 November 2026), and this project's tests are the
# longest task of `npm test`. Without one, each process would run its own embedded PostgreSQL
# (PGlite, WebAssembly, CPU-bound): two of them and their password hashes on two cores made the
# sign-in limit tests time out, so the tests run in one process as before.
# Arguments (test files, -t) go to both shards; a shard left without a test file then passes.
set -u
if [[ -z ${DATABASE_URL:-} ]]; then
  exec jest --passWithNoTests=false "$@"
fi
no_tests=--passWithNoTests=false
[[ $# -gt 0 ]] && no_tests=--passWithNoTests
jest "$no_tests" --shard=1/2 "$@" &
first=$!
jest "$no_tests" --shard=2/2 "$@"
second=$?
wait "$first"
first=$?
exit $((first != 0 || second != 0))
