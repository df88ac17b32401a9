// '@comarketing/api/proof-of-work': the proof of work without the store, for a page that has none
// (a sign-in form served as an island). The store's own use of it is in the main entry.
export { asChallenge, proofOfWorkAsked, sendWithProofOfWork, type ProofOfWorkOptions } from './send-with-proof-of-work';
export { solveProofOfWork } from './solve-proof-of-work';
export { readProofOfWorkOffer, type ReadOffer, type SolvedAhead, useSolvedAhead } from './solved-ahead';
