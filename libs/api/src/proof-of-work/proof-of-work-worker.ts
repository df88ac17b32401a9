/**
 * The body of the worker that solves a proof of work off the page's thread, speaking altcha-lib's
 * worker protocol (`{ type: 'work', challenge, counterStart, counterStep }` in, the solution or
 * null out; `{ type: 'abort' }` stops it), so altcha-lib's solveChallengeWorkers drives several.
 * It runs from a Blob URL: the remotes are loaded through module federation, possibly from
 * another origin, where a bundled worker file could not be started. So it imports nothing and
 * refers to nothing outside itself (it is sent as its own source text): PBKDF2 through WebCrypto,
 * the password being the nonce followed by the counter as 4 big-endian bytes, as altcha-lib's
 * PoW v2 defines it.
 */
export function proofOfWorkWorkerMain(): void {
  type Work = { type: 'work' | 'abort'; challenge: { parameters: { algorithm: string; nonce: string; salt: string; cost: number; keyLength?: number; keyPrefix: string } }; counterStart: number; counterStep: number };
  const scope = self as unknown as { onmessage: ((event: MessageEvent<Work>) => void) | null; postMessage: (message: unknown) => void };
  let aborted = false;
  const bytes = (hex: string) => new Uint8Array((hex.match(/../g) ?? []).map((pair) => parseInt(pair, 16)));
  const hex = (buffer: ArrayBuffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
  scope.onmessage = async (event) => {
    if (event.data.type === 'abort') {
      aborted = true;
      return;
    }
    const { parameters } = event.data.challenge;
    const nonce = bytes(parameters.nonce);
    const salt = bytes(parameters.salt);
    const password = new Uint8Array(nonce.length + 4);
    password.set(nonce);
    const view = new DataView(password.buffer);
    const started = performance.now();
    for (let counter = event.data.counterStart; !aborted && counter <= 0xffffffff; counter += event.data.counterStep) {
      view.setUint32(nonce.length, counter);
      const key = await crypto.subtle.importKey('raw', password, { name: 'PBKDF2' }, false, ['deriveBits']);
      const derived = hex(await crypto.subtle.deriveBits({ name: 'PBKDF2', salt, iterations: parameters.cost, hash: parameters.algorithm.slice('PBKDF2/'.length) }, key, (parameters.keyLength ?? 32) * 8));
      if (derived.startsWith(parameters.keyPrefix.toLowerCase())) {
        scope.postMessage({ counter, derivedKey: derived, time: performance.now() - started });
        return;
      }
    }
    scope.postMessage(null);
  };
}
