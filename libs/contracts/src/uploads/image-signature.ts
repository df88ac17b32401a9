/** Image types recognised by their first bytes. */
export type SniffedImageType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';

const SIGNATURES: { type: SniffedImageType; matches: (bytes: Uint8Array) => boolean }[] = [
  { type: 'image/jpeg', matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { type: 'image/png', matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  // 'GIF87a' and 'GIF89a'
  { type: 'image/gif', matches: (b) => startsWith(b, [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]) || startsWith(b, [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]) },
  // 'RIFF' <size> 'WEBP'
  { type: 'image/webp', matches: (b) => startsWith(b, [0x52, 0x49, 0x46, 0x46]) && b.length >= 12 && [0x57, 0x45, 0x42, 0x50].every((byte, i) => b[8 + i] === byte) },
];

function startsWith(bytes: Uint8Array, magic: number[]): boolean {
  return bytes.length >= magic.length && magic.every((byte, i) => bytes[i] === byte);
}

/**
 * The image type a file really is, from its first bytes (magic numbers); undefined for anything
 * else. A declared Content-Type is never trusted: HTML sent as image/png stays HTML.
 */
export function sniffImageType(bytes: Uint8Array): SniffedImageType | undefined {
  return SIGNATURES.find((signature) => signature.matches(bytes))?.type;
}
