// altcha-lib's entry points through package.json `exports`, which TypeScript's node10 resolution
// does not follow (Node does): the bench solves the platform's proofs of work as a browser would.
declare module 'altcha-lib' {
  export * from 'altcha-lib/dist/cjs/v2/index';
}
declare module 'altcha-lib/algorithms/pbkdf2' {
  export * from 'altcha-lib/dist/cjs/v2/algorithms/pbkdf2';
}
