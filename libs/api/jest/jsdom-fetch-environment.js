// jsdom has no fetch (nor ResizeObserver, nor scrolling). RTK Query builds `new Request(...)` with an AbortSignal, and Node's fetch
// accepts only its own AbortSignal, so the browser-side tests get Node's whole fetch family together.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'structuredClone',
];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
    // Radix measures form controls with ResizeObserver, which jsdom lacks; nothing resizes in jsdom.
    if (!this.global.ResizeObserver) {
      this.global.ResizeObserver = class ResizeObserver {
        observe() {}
        unobserve() {}
        disconnect() {}
      };
    }
    // jsdom does not lay out pages, so scrolling is a no-op rather than a "not implemented" error.
    this.global.scrollTo = () => {};
    if (!this.global.crypto?.randomUUID) {
      Object.defineProperty(this.global, 'crypto', { value: require('node:crypto').webcrypto, configurable: true });
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
