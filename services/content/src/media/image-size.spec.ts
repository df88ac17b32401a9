import { imageSize } from './image-size';

const b64 = (text: string) => Buffer.from(text, 'base64');

describe('image size from the header', () => {
  it('reads PNG and GIF', () => {
    expect(imageSize(b64('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), 'image/png')).toEqual({ width: 1, height: 1 });
    expect(imageSize(Buffer.from([...Buffer.from('GIF89a'), 0x40, 0x01, 0xf0, 0x00, 0, 0]), 'image/gif')).toEqual({ width: 320, height: 240 });
  });

  it('finds a JPEG frame after other segments, whatever their length', () => {
    const app0 = [0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0];
    const dht = [0xff, 0xc4, 0x00, 0x04, 0, 0]; // in the SOF range but not a frame
    const sof2 = [0xff, 0xc2, 0x00, 0x11, 0x08, 0x02, 0x76, 0x04, 0xb0, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
    expect(imageSize(Buffer.from([0xff, 0xd8, ...app0, ...dht, ...sof2]), 'image/jpeg')).toEqual({ width: 1200, height: 630 });
  });

  it('reads the three kinds of WebP', () => {
    const riff = (chunk: string, body: number[]) => Buffer.from([...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBP'), ...Buffer.from(chunk), 0, 0, 0, 0, ...body, ...new Array(16).fill(0)]);
    // VP8: frame tag (3), start code 9d 01 2a, then 14-bit width and height.
    expect(imageSize(riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 0x20, 0x03, 0x58, 0x02]), 'image/webp')).toEqual({ width: 800, height: 600 });
    // VP8L: 0x2f, then width-1 and height-1 in 14 bits each: 99 and 49.
    const bits = 99 | (49 << 14);
    expect(imageSize(riff('VP8L', [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, 0]), 'image/webp')).toEqual({ width: 100, height: 50 });
    // VP8X: flags (4), then canvas width-1 and height-1 in 24 bits each.
    expect(imageSize(riff('VP8X', [0, 0, 0, 0, 0x3f, 0x06, 0, 0x1f, 0x03, 0]), 'image/webp')).toEqual({ width: 1600, height: 800 });
  });

  it('gives up on a header cut short instead of inventing a size', () => {
    expect(imageSize(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]), 'image/jpeg')).toBeUndefined();
    expect(imageSize(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 8, 0, 0, 0, 0, 0]), 'image/jpeg')).toBeUndefined();
    expect(imageSize(Buffer.from('GIF89a'), 'image/gif')).toBeUndefined();
    expect(imageSize(Buffer.from('RIFF\0\0\0\0WEBPVP8?'), 'image/webp')).toBeUndefined();
  });
});
