/** A byte limit as the pages state it: 10485760 -> '10 MB' (binary megabytes, as the upload checks count them). */
export function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}
