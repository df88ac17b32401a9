const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'api',
  testEnvironment: '<rootDir>/jest/jsdom-fetch-environment.js',
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^@comarketing/api/testing$': '<rootDir>/src/testing/index.ts',
  },
};
