export * from './platform-registry';
export * from './page-path';
export * from './return-path';
export * from './page-in-tab';
