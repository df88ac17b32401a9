/** The header that carries one user action's id from the browser through the BFF and services. */
export const CORRELATION_HEADER = 'x-correlation-id';
/** Services accept calls only with this header set to the shared internal token. */
export const INTERNAL_TOKEN_HEADER = 'x-internal-token';
