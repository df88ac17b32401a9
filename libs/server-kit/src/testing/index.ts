// Helpers for the services' and the platform's tests; not part of the runtime API.
export { eventually } from './eventually';
