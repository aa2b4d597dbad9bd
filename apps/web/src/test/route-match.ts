/**
 * Finds the entry of `table` (keyed "METHOD /path", a `:name` segment matching any one segment)
 * for a request: the exact key first, then the first pattern that fits, with its params.
 */
export function match<T>(table: Map<string, T>, method: string, path: string) {
  const exact = table.get(`${method} ${path}`);
  if (exact) return { route: exact, params: {} };
  const segments = path.split("/");
  for (const [key, route] of table) {
    const [keyMethod, keyPath = ""] = key.split(" ");
    const pattern = keyPath.split("/");
    if (keyMethod !== method || pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const fits = pattern.every((part, i) => {
      const segment = segments[i] ?? "";
      if (!part.startsWith(":")) return part === segment;
      params[part.slice(1)] = decodeURIComponent(segment);
      return segment !== "";
    });
    if (fits) return { route, params };
  }
  return null;
}
