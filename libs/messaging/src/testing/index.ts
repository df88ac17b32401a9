// Helpers for tests of messaging and of the platform; not part of the runtime API.
export { eventually } from './eventually';
export { TcpProxy } from './tcp-proxy';
