import { loadEmbeddedConfig, wantsDemoContent } from './embedded-config';

describe('embedded config', () => {
  const config = (env: Record<string, string>) => loadEmbeddedConfig({ SESSION_SECRET: 'x'.repeat(40), ...env });

  it('has demo content (and demo partners who answer) only with the embedded database, or when asked for', () => {
    expect(wantsDemoContent(config({}))).toBe(true);
    expect(wantsDemoContent(config({ DEMO_CONTENT: 'off' }))).toBe(false);
    expect(wantsDemoContent(config({ DATABASE_URL: 'postgres://db.example:5432/comarketing' }))).toBe(false);
    expect(wantsDemoContent(config({ DATABASE_URL: 'postgres://db.example:5432/comarketing', DEMO_CONTENT: 'on' }))).toBe(true);
  });

  it('reads how long demo partners take to answer, 5 to 30 seconds by default', () => {
    expect(config({}).DEMO_ANSWER_SECONDS).toBe('5-30');
    expect(config({ DEMO_ANSWER_SECONDS: '1-3' }).DEMO_ANSWER_SECONDS).toBe('1-3');
    expect(() => config({ DEMO_ANSWER_SECONDS: 'soon' })).toThrow('DEMO_ANSWER_SECONDS must look like 5-30 (seconds)');
    expect(() => config({ DEMO_ANSWER_SECONDS: '30-5' })).toThrow('DEMO_ANSWER_SECONDS must give the smaller number first');
    expect(() => config({ DEMO_ANSWER_SECONDS: '5-86400' })).toThrow('DEMO_ANSWER_SECONDS must be at most an hour (3600)');
  });
});
