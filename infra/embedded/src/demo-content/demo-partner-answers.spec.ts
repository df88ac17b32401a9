import { DEMO_ANSWER_NOTE, demoAnswer, GOOD_MATCH_SCORE, parseAnswerDelay } from './demo-partner-answers';

describe('demo partner answers', () => {
  it('accepts a good match and declines a weaker one, each saying it is automatic', () => {
    const good = demoAnswer({ matchScore: GOOD_MATCH_SCORE }, 0);
    const weak = demoAnswer({ matchScore: GOOD_MATCH_SCORE - 1 }, 0.99);
    expect(good.status).toBe('accepted');
    expect(weak.status).toBe('rejected');
    for (const { message } of [good, weak]) {
      expect(message.endsWith(DEMO_ANSWER_NOTE)).toBe(true);
      expect(message.length).toBeLessThanOrEqual(2000);
    }
  });

  it('varies only the wording with the random pick', () => {
    const wordings = new Set([0, 0.4, 0.7, 0.99].map((pick) => demoAnswer({ matchScore: 90 }, pick).message));
    expect(wordings.size).toBeGreaterThan(1);
    expect([0, 0.4, 0.7, 0.99].every((pick) => demoAnswer({ matchScore: 90 }, pick).status === 'accepted')).toBe(true);
  });

  it('reads the answer delay as a range of seconds, and refuses anything else', () => {
    expect(parseAnswerDelay('5-30')).toEqual({ minMs: 5000, maxMs: 30_000 });
    expect(parseAnswerDelay(' 0-0 ')).toEqual({ minMs: 0, maxMs: 0 });
    expect(() => parseAnswerDelay('30-5')).toThrow('DEMO_ANSWER_SECONDS');
    expect(() => parseAnswerDelay('soon')).toThrow('DEMO_ANSWER_SECONDS');
    expect(() => parseAnswerDelay('5-3601')).toThrow('at most 3600');
  });
});
