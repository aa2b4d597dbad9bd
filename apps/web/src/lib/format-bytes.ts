/** Bytes as a bundle counts them: MB under a gigabyte, else GB with one decimal. */
export function formatBytes(bytes: number): string {
  return bytes < 1e9 ? `${Math.round(bytes / 1e6)} MB` : `${(bytes / 1e9).toFixed(1)} GB`;
}
