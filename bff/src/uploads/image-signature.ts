import { type StoredImageType } from '@comarketing/contracts';

const SIGNATURES: { type: StoredImageType; bytes: number[][] }[] = [
  { type: 'image/jpeg', bytes: [[0xff, 0xd8, 0xff]] },
  { type: 'image/png', bytes: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]] },
  // 'GIF87a' and 'GIF89a'
  { type: 'image/gif', bytes: [[0x47, 0x49, 0x46, 0x38, 0x37, 0x61], [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]] },
];

/**
 * The image type a file really is, from its first bytes (magic numbers); undefined for anything
 * else. The declared Content-Type is never trusted: HTML sent as image/png stays HTML.
 */
export function sniffImageType(bytes: Uint8Array): StoredImageType | undefined {
  for (const { type, bytes: candidates } of SIGNATURES) {
    if (candidates.some((magic) => bytes.length >= magic.length && magic.every((byte, i) => bytes[i] === byte))) return type;
  }
  return undefined;
}
