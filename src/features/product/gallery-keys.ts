/** Which photo a key moves to from `current` of `total`; null for a key a gallery leaves alone. */
export function photoForKey(key: string, current: number, total: number): number | null {
  if (key === 'ArrowRight') return Math.min(current + 1, total - 1);
  if (key === 'ArrowLeft') return Math.max(current - 1, 0);
  if (key === 'Home') return 0;
  if (key === 'End') return total - 1;
  return null;
}
