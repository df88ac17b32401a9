// Lets a child process that a test starts (`node -r <this file> child.ts`) run TypeScript sources
// the way Jest does: SWC compiles each .ts file, and `@comarketing/*` resolves to the libraries'
// sources through the same map as jest.preset.js. For tests that kill a real process (kill -9).
const { readFileSync } = require('node:fs');
const Module = require('node:module');
const { join } = require('node:path');
const { transformSync } = require('@swc/core');
const preset = require(join(__dirname, '../../../../jest.preset.js'));

const mapped = Object.entries(preset.moduleNameMapper).map(([pattern, target]) => [new RegExp(pattern), target]);
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  const hit = mapped.find(([pattern]) => pattern.test(request));
  return resolve.call(this, hit ? hit[1] : request, ...rest);
};

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript', decorators: true }, transform: { legacyDecorator: true, decoratorMetadata: true }, target: 'es2022', keepClassNames: true },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  });
  module._compile(code, filename);
};
