export * from './platform-registry';
export * from './page-path';
