import { type SniffedImageType } from '@comarketing/contracts';

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * An image's pixel size from its header, so an editor can give `<img>` its width and height (no
 * layout shift when it loads); undefined when the header does not say (a truncated file).
 */
export function imageSize(bytes: Buffer, type: SniffedImageType): ImageSize | undefined {
  const size = READERS[type](bytes);
  return size && size.width > 0 && size.height > 0 ? size : undefined;
}

const READERS: Record<SniffedImageType, (b: Buffer) => ImageSize | undefined> = {
  // The IHDR chunk comes first: width and height, big-endian, at 16 and 20.
  'image/png': (b) => (b.length >= 24 && b.toString('latin1', 12, 16) === 'IHDR' ? { width: b.readUInt32BE(16), height: b.readUInt32BE(20) } : undefined),
  // The logical screen: little-endian at 6 and 8.
  'image/gif': (b) => (b.length >= 10 ? { width: b.readUInt16LE(6), height: b.readUInt16LE(8) } : undefined),
  'image/jpeg': jpegSize,
  'image/webp': webpSize,
};

/** Walks the JPEG segments to the first start-of-frame (SOFn), which holds height then width. */
function jpegSize(b: Buffer): ImageSize | undefined {
  let at = 2;
  while (at + 9 <= b.length) {
    if (b[at] !== 0xff) return undefined;
    const marker = b[at + 1] as number;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // Markers without a length: TEM and the restart markers.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    // Start of scan or end of image before any frame: no size to find.
    if (marker === 0xda || marker === 0xd9) return undefined;
    // SOF0..SOF15, but DHT (C4), JPG (C8) and DAC (CC) share that range.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: b.readUInt16BE(at + 5), width: b.readUInt16BE(at + 7) };
    }
    at += 2 + b.readUInt16BE(at + 2);
  }
  return undefined;
}

/** 'RIFF' size 'WEBP', then the first chunk: lossy (VP8), lossless (VP8L) or extended (VP8X). */
function webpSize(b: Buffer): ImageSize | undefined {
  if (b.length < 30) return undefined;
  switch (b.toString('latin1', 12, 16)) {
    case 'VP8 ':
      return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
    case 'VP8L': {
      const bits = b.readUInt32LE(21);
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    case 'VP8X':
      return { width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
    default:
      return undefined;
  }
}
