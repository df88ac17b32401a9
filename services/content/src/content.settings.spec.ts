import { loadContentSettings } from './content.settings';

describe('content settings', () => {
  it('allows images of 2 MB unless told otherwise', () => {
    expect(loadContentSettings({})).toEqual({ mediaMaxBytes: 2 * 1024 * 1024 });
    expect(loadContentSettings({ CONTENT_MEDIA_MAX_MB: '0.5' })).toEqual({ mediaMaxBytes: 524288 });
  });

  it('refuses a setting out of range, naming it', () => {
    expect(() => loadContentSettings({ CONTENT_MEDIA_MAX_MB: '500' })).toThrow(/CONTENT_MEDIA_MAX_MB/);
  });
});
