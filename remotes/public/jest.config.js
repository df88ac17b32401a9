module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'public-remote',
  testEnvironment: 'jsdom',
};
