/**
 * Whether a page's app waits for the page's early stream: a server-rendered /watch page (the
 * server draws one only with the viewer's stream grant in it) plays its video before the app
 * (see early-stream.ts), whose ~140 KB would otherwise share the link with the first segments.
 * Every other server-rendered page starts the app after its first paint; a shell, at once.
 */
export function playsBeforeApp(pathname: string): boolean {
  return /^\/watch\/[^/]+\/?$/.test(pathname);
}
