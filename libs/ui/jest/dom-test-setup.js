// Component tests run beside builds and browsers on a 2-core CI machine: give findBy*/waitFor more
// than the 1 s default before a slow render counts as a failure.
const { configure } = require('@testing-library/react');

configure({ asyncUtilTimeout: 5000 });

// jsdom has no TextEncoder, which react-router needs (the frames' links); Node's is the same one
// (the host's tests get it from libs/api's jsdom environment).
if (typeof globalThis.TextEncoder === 'undefined') {
  const { TextEncoder, TextDecoder } = require('node:util');
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
