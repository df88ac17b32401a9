module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'ui',
  testEnvironment: 'jsdom',
  moduleNameMapper: {
    ...require('../../jest.preset.js').moduleNameMapper,
    '\\.css$': '<rootDir>/../api/testing/style-stub.js',
  },
};
