module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'unused-exports',
  testTimeout: 120_000,
};
