const MEGABYTE = 1024 * 1024;

/** A file size in megabytes with two decimals, as the upload dialog shows it: '0.48 MB'. */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / MEGABYTE).toFixed(2)} MB`;
}
