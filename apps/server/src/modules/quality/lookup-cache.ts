/**
 * `lookup` asked once per key every `ttlMs` (a viewer sends a beacon every 30 s, 333 viewers a
 * second at our scale: without it every beacon would cost its queries). At most `max` keys are
 * remembered, the oldest forgotten first; an answer of "nothing" is remembered too, so a flood of
 * made-up keys does not reach the database either.
 */
export function cachedLookup<K, V>(
  lookup: (key: K) => Promise<V>,
  options: { now: () => number; ttlMs: number; max: number },
): (key: K) => Promise<V> {
  const cache = new Map<K, { value: V; at: number }>();
  return async (key: K): Promise<V> => {
    const hit = cache.get(key);
    if (hit && options.now() - hit.at < options.ttlMs) return hit.value;
    const value = await lookup(key);
    cache.delete(key);
    if (cache.size >= options.max) cache.delete(cache.keys().next().value!);
    cache.set(key, { value, at: options.now() });
    return value;
  };
}
