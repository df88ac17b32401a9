import { sendWithProofOfWork } from './send-with-proof-of-work';

const challenge = { parameters: { algorithm: 'PBKDF2/SHA-256', nonce: 'ab', salt: 'cd', cost: 1, keyLength: 32, keyPrefix: 'ef' }, signature: '01' };
const asked = (reason = 'required') => ({ error: { status: 428, data: { message: 'Please wait', reason, challenge } } });
const signedIn = { data: { id: 'u1' } };

describe('sendWithProofOfWork', () => {
  it('sends once when no proof of work is asked', async () => {
    const send = jest.fn(async () => signedIn);
    const solve = jest.fn();
    expect(await sendWithProofOfWork(send, { solve })).toBe(signedIn);
    expect(send).toHaveBeenCalledTimes(1);
    expect(solve).not.toHaveBeenCalled();
  });

  it('solves the challenge of a 428, says so while solving, and sends again with the solution', async () => {
    const send = jest.fn<Promise<object>, [string?]>().mockResolvedValueOnce(asked()).mockResolvedValueOnce(signedIn);
    const solving: boolean[] = [];
    const result = await sendWithProofOfWork(send, { onSolving: (now) => solving.push(now), solve: async (c) => `solved ${c.signature}` });
    expect(result).toBe(signedIn);
    expect(send.mock.calls).toEqual([[], ['solved 01']]);
    expect(solving).toEqual([true, false]);
  });

  it('tries a second challenge when the first solution is refused, then gives up with the 428', async () => {
    const send = jest.fn<Promise<object>, [string?]>().mockResolvedValue(asked('expired'));
    const result = await sendWithProofOfWork(send, { solve: async () => 'solved' });
    expect(send).toHaveBeenCalledTimes(3);
    expect(result).toEqual(asked('expired'));
  });

  it('answers the 428 when the challenge cannot be solved', async () => {
    const send = jest.fn<Promise<object>, [string?]>().mockResolvedValue(asked());
    const solving: boolean[] = [];
    const result = await sendWithProofOfWork(send, { onSolving: (now) => solving.push(now), solve: async () => Promise.reject(new Error('no WebCrypto')) });
    expect(result).toEqual(asked());
    expect(solving).toEqual([true, false]);
  });

  it('sends the solution prepared ahead with the first try, and solves nothing more when it is accepted', async () => {
    const send = jest.fn<Promise<object>, [string?]>().mockResolvedValue(signedIn);
    const solve = jest.fn();
    expect(await sendWithProofOfWork(send, { solve, solvedAhead: async () => 'solved ahead' })).toBe(signedIn);
    expect(send.mock.calls).toEqual([['solved ahead']]);
    expect(solve).not.toHaveBeenCalled();
  });

  it('solves the 428 when the solution prepared ahead is refused (it expired while the person typed)', async () => {
    const send = jest.fn<Promise<object>, [string?]>().mockResolvedValueOnce(asked('expired')).mockResolvedValueOnce(signedIn);
    expect(await sendWithProofOfWork(send, { solve: async () => 'solved now', solvedAhead: async () => 'solved ahead' })).toBe(signedIn);
    expect(send.mock.calls).toEqual([['solved ahead'], ['solved now']]);
  });

  it('takes a bare function as onSolving, as remotes built against 0.3.1 pass it', async () => {
    const send = jest.fn<Promise<object>, [string?]>().mockResolvedValueOnce(asked()).mockResolvedValueOnce(signedIn);
    const solving: boolean[] = [];
    // The default solver needs workers or WebCrypto: this only checks that the callback is heard.
    await sendWithProofOfWork(send, (now) => solving.push(now));
    expect(solving).toEqual([true, false]);
  });

  it('leaves other failures alone, a 428 without a challenge included', async () => {
    for (const failure of [{ error: { status: 401, data: {} } }, { error: { status: 428, data: { message: 'not ours' } } }]) {
      const send = jest.fn(async () => failure);
      expect(await sendWithProofOfWork(send, { solve: jest.fn() })).toBe(failure);
      expect(send).toHaveBeenCalledTimes(1);
    }
  });
});
