import { containsPattern } from './like-pattern';

describe('containsPattern', () => {
  it('wraps the lower-cased text in wildcards', () => {
    expect(containsPattern('Leeds Gym')).toBe('%leeds gym%');
  });

  it("escapes LIKE's wildcards and escape character, so they match themselves", () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
