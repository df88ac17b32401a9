const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'ui',
  testEnvironment: 'jsdom',
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '\\.css$': '<rootDir>/jest/style-stub.js',
  },
};
