// altcha-lib publishes its entry points through package.json `exports` only, which Node and jest
// follow but TypeScript's node10 resolution (this workspace's) does not: these point the types at
// the files those entry points load.
declare module 'altcha-lib' {
  export * from 'altcha-lib/dist/cjs/v2/index';
}
declare module 'altcha-lib/algorithms/pbkdf2' {
  export * from 'altcha-lib/dist/cjs/v2/algorithms/pbkdf2';
}
