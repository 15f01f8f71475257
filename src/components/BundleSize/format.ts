/** Bytes as kB (1 kB = 1000 bytes, as bundlers and size tools count them), one decimal. */
export const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;
