const path = require('node:path');
const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'public-remote',
  setupFilesAfterEnv: [path.join(__dirname, '../../libs/ui/jest/dom-test-setup.js')],
  testTimeout: 20_000,
  testEnvironment: path.join(__dirname, '../../libs/api/jest/jsdom-fetch-environment.js'),
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^@comarketing/api/testing$': path.join(__dirname, '../../libs/api/src/testing/index.ts'),
    '^@comarketing/api/proof-of-work$': path.join(__dirname, '../../libs/api/src/proof-of-work/index.ts'),
    '^@comarketing/api/errors$': path.join(__dirname, '../../libs/api/src/api-errors.ts'),
    '\\.css$': path.join(__dirname, '../../libs/ui/jest/style-stub.js'),
    '\\.(svg|png|jpe?g|webp)$': path.join(__dirname, '../../libs/ui/jest/file-stub.js'),
  },
};
