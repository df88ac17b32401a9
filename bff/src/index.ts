export { startBff, type StartBffOptions, BFF_SCHEMA } from './start-bff';
export { loadBffConfig, type BffConfig } from './bff.config';
