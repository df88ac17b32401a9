// The generator test builds the whole workspace in a scratch copy: it runs alone, as its own CI
// step (`npm run test:generators`, Nx target `generators`), not beside the other tests in `npm test`,
// where its build would starve their timing-sensitive checks on a small machine.
const generatorsOnly = Boolean(process.env.PARTS_GENERATORS);

module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'parts-tools',
  ...(generatorsOnly
    ? { testMatch: ['<rootDir>/test/generators.spec.ts'] }
    : { testPathIgnorePatterns: ['/node_modules/', '/dist/', '/test/generators\\.spec\\.ts$'] }),
};
