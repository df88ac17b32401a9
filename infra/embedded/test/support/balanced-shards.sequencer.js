// Splits the platform tests between the two shards of scripts/test-in-shards.sh by how long each
// file takes, not by Jest's hash of its path: with the hash, one shard took 272 s and the other
// 190 s (28 November 2026), and this project is the longest task of `npm test`. Each file goes to
// the shard with less work so far, the longest first. A file not listed here counts as a short one
// (most take under 5 s); a stale figure only makes the halves less even, never skips a file.
const Sequencer = require('@jest/test-sequencer').default;
const { basename } = require('node:path');

/** Seconds on a quiet two-core machine with PostgreSQL and RabbitMQ, 28 November 2026. */
const SLOW_FILES = {
  'hostile-input.spec.ts': 124,
  'consumer-database-outage.spec.ts': 42,
  'sign-in-limits.spec.ts': 40,
  'mail-relay.spec.ts': 35,
  'sign-up-limits.spec.ts': 16,
  'demo-partners.spec.ts': 15,
  'admin-panel.spec.ts': 14,
  'staff-takeover.spec.ts': 13,
  'account-recovery.spec.ts': 13,
  'session-ends.spec.ts': 9,
  'email-delivery.spec.ts': 9,
  'account-recovery-limits.spec.ts': 9,
};
const SHORT_FILE_SECONDS = 4;

const seconds = (test) => SLOW_FILES[basename(test.path)] ?? SHORT_FILE_SECONDS;
const longestFirst = (a, b) => seconds(b) - seconds(a) || a.path.localeCompare(b.path);

class BalancedShardsSequencer extends Sequencer {
  shard(tests, { shardIndex, shardCount }) {
    const load = new Array(shardCount).fill(0);
    const mine = [];
    for (const test of [...tests].sort(longestFirst)) {
      const lightest = load.indexOf(Math.min(...load));
      load[lightest] += seconds(test);
      if (lightest === shardIndex - 1) mine.push(test);
    }
    return mine;
  }
}

module.exports = BalancedShardsSequencer;
