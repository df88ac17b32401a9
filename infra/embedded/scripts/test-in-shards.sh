#!/usr/bin/env bash
# The platform tests in two Jest processes at once, half the files each (Jest's --shard). Each
# process has its own database and event namespace (libs/pg-embedded's global set-up), so the two
# never share tables or queues. They spend much of their time waiting (hashes, time-outs, a
# platform starting): on the 2-core machine both shards took 348 s where one process took 718 s
# (CI, 27 November 2026), and this project's tests are the longest task of `npm test`. Arguments
# (test files, -t) go to both; a shard left without a test file then passes.
set -u
no_tests=--passWithNoTests=false
[[ $# -gt 0 ]] && no_tests=--passWithNoTests
jest "$no_tests" --shard=1/2 "$@" &
first=$!
jest "$no_tests" --shard=2/2 "$@"
second=$?
wait "$first"
first=$?
exit $((first != 0 || second != 0))
