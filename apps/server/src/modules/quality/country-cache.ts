/**
 * A viewer's country for their beacons, asked of accounts once per viewer every `ttlMs` (a viewer
 * sends a beacon every 30 s: without it every beacon would cost one more query). At most `max`
 * viewers are remembered, the oldest forgotten first.
 */
export function cachedCountries(
  lookup: (userId: string) => Promise<string | null>,
  options: { now: () => number; ttlMs: number; max: number; unknown: string },
) {
  const cache = new Map<string, { country: string; at: number }>();
  return async (userId: string | null): Promise<string> => {
    if (!userId) return options.unknown;
    const hit = cache.get(userId);
    if (hit && options.now() - hit.at < options.ttlMs) return hit.country;
    const country = (await lookup(userId)) ?? options.unknown;
    cache.delete(userId);
    if (cache.size >= options.max) cache.delete(cache.keys().next().value!);
    cache.set(userId, { country, at: options.now() });
    return country;
  };
}
