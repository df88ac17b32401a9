import { sniffImageType as sniff, STORED_IMAGE_TYPES, type StoredImageType } from '@comarketing/contracts';

/**
 * The image type a file really is, from its first bytes, when it is one the uploads accept
 * (JPEG, PNG, GIF, WebP); undefined for anything else. The declared Content-Type is never trusted.
 */
export function sniffImageType(bytes: Uint8Array): StoredImageType | undefined {
  const type = sniff(bytes);
  return (STORED_IMAGE_TYPES as readonly string[]).includes(type ?? '') ? (type as StoredImageType) : undefined;
}
