module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'host',
  testEnvironment: 'jsdom',
};
