// Helpers for the services' and the platform's tests; not part of the runtime API. The polling
// helper lives in messaging (which this library depends on), so messaging's own tests use it too.
export { eventually } from '@comarketing/messaging/testing';
export { contractDrift, registeredRoutes } from './registered-routes';
export { nameTag } from './name-tag';
