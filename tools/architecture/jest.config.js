module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'architecture-checks',
  testTimeout: 60_000,
};
