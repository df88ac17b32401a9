module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'owner-remote',
  testEnvironment: 'jsdom',
};
