export { startBff, type StartBffOptions, BFF_SCHEMA } from './start-bff';
export { loadBffConfig, type BffConfig } from './bff.config';
export { SIGN_IN_ACCOUNT_LIMIT, SIGN_IN_ADDRESS_LIMIT } from './auth/auth-limits';
