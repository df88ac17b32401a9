const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'api',
  setupFilesAfterEnv: [require('node:path').join(__dirname, '../ui/jest/dom-test-setup.js')],
  testTimeout: 20_000,
  testEnvironment: '<rootDir>/jest/jsdom-fetch-environment.js',
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^@comarketing/api/testing$': '<rootDir>/src/testing/index.ts',
  },
};
