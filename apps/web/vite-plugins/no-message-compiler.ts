/**
 * Stands in for Lingui's ICU message compiler in the production bundle: catalogues are compiled
 * at build time (@lingui/vite-plugin), so the runtime never compiles a message, but the parser it
 * imports (@messageformat/parser, with moo) is not marked side-effect free and would stay in the
 * initial chunk (~3 KB gzip) unused.
 */
export function compileMessage(): never {
  throw new Error("messages are compiled at build time");
}
