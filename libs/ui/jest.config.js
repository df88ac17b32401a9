const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'ui',
  setupFilesAfterEnv: ['<rootDir>/jest/dom-test-setup.js'],
  testTimeout: 20_000,
  testEnvironment: 'jsdom',
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '\\.css$': '<rootDir>/jest/style-stub.js',
  },
};
