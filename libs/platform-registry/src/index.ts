export * from './platform-registry';
