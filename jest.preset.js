// Shared Jest settings: SWC compiles TypeScript (with Nest's decorator metadata) and our
// workspace libraries resolve to their sources, so tests never depend on a previous build.
const path = require('node:path');

const swc = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true, decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

// Every workspace package with TypeScript sources (libraries, services, the BFF), found on disk
// so a part made by the generators resolves without an edit here.
const fs = require('node:fs');
const sourcePackages = ['libs', 'services']
  .flatMap((group) => fs.readdirSync(path.join(__dirname, group)).map((name) => path.join(group, name)))
  .concat('bff')
  .filter((dir) => fs.existsSync(path.join(__dirname, dir, 'package.json')) && fs.existsSync(path.join(__dirname, dir, 'src/index.ts')))
  .map((dir) => [require(path.join(__dirname, dir, 'package.json')).name, dir]);

/** For projects whose tests need PostgreSQL: their own database per run (see pg-embedded/src/testing). */
const withDatabase = {
  globalSetup: path.join(__dirname, 'libs/pg-embedded/src/testing/jest-global-setup.ts'),
  globalTeardown: path.join(__dirname, 'libs/pg-embedded/src/testing/jest-global-teardown.ts'),
  testTimeout: 30_000,
};

module.exports = {
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swc] },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  moduleNameMapper: {
    ...Object.fromEntries(sourcePackages.map(([name, dir]) => [`^${name}$`, path.join(__dirname, dir, 'src/index.ts')])),
    '^@comarketing/messaging/testing$': path.join(__dirname, 'libs/messaging/src/testing/index.ts'),
    '^@comarketing/server-kit/testing$': path.join(__dirname, 'libs/server-kit/src/testing/index.ts'),
    '^@comarketing/ui/(dialog|menu|forms|toaster|signed-in-frame)$': path.join(__dirname, 'libs/ui/src/$1.ts'),
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  testEnvironment: 'node',
  // In CI a handle left open by a failed test (a socket, a timer) must fail the run, not hold it
  // until the CI's own time limit; Jest still names the leak. Locally Jest waits, so leaks show.
  forceExit: process.env.CI === 'true',
};
// Not enumerable, so spreading the preset does not hand Jest an option it does not know.
Object.defineProperty(module.exports, 'withDatabase', { value: withDatabase, enumerable: false });
