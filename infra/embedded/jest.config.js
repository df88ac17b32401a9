const { withDatabase, ...preset } = require('../../jest.preset.js');

module.exports = {
  ...preset,
  ...withDatabase,
  displayName: 'embedded',
  // Even halves for the two shards of scripts/test-in-shards.sh.
  testSequencer: '<rootDir>/test/support/balanced-shards.sequencer.js',
};
