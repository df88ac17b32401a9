import { sniffImageType } from './image-signature';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('image type from the first bytes', () => {
  it('recognises JPEG, PNG and both GIF versions', () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0x00))).toBe('image/jpeg');
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00))).toBe('image/png');
    expect(sniffImageType(text('GIF87a...'))).toBe('image/gif');
    expect(sniffImageType(text('GIF89a...'))).toBe('image/gif');
  });

  it('recognises WebP by RIFF, any size, then WEBP', () => {
    expect(sniffImageType(Uint8Array.from([...text('RIFF'), 0x1a, 0x00, 0x00, 0x00, ...text('WEBPVP8L')]))).toBe('image/webp');
  });

  it('refuses another RIFF file (a WAV named photo.webp) and HEIC, which browsers cannot all show', () => {
    expect(sniffImageType(Uint8Array.from([...text('RIFF'), 0x24, 0x08, 0x00, 0x00, ...text('WAVEfmt ')]))).toBeUndefined();
    expect(sniffImageType(text('RIFF'))).toBeUndefined();
    // An ISO media box: size, 'ftyp', brand 'heic'.
    expect(sniffImageType(Uint8Array.from([0x00, 0x00, 0x00, 0x18, ...text('ftypheic'), 0x00, 0x00, 0x00, 0x00, ...text('mif1heic')]))).toBeUndefined();
  });

  it('refuses HTML, SVG and text, whatever they claim to be', () => {
    expect(sniffImageType(text('<!doctype html><script>alert(1)</script>'))).toBeUndefined();
    expect(sniffImageType(text('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeUndefined();
    expect(sniffImageType(text('GIF88a'))).toBeUndefined();
  });

  it('refuses a file shorter than a signature, and an empty one', () => {
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeUndefined();
    expect(sniffImageType(bytes(0xff, 0xd8))).toBeUndefined();
    expect(sniffImageType(bytes())).toBeUndefined();
  });

  it('needs the signature at the very start', () => {
    expect(sniffImageType(bytes(0x00, 0xff, 0xd8, 0xff))).toBeUndefined();
  });
});
