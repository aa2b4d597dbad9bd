import type { Plugin } from "vite";

/**
 * `i18n._({ id, message, … })` call sites carry their English text for `lingui extract`; the
 * built app reads every text from the page's catalogue, so the build drops the `message` (the
 * job Lingui's macros do in production), and the English texts are not shipped twice.
 */
export const SOURCE_MESSAGE =
  /(\bi18n\._\(\{\s*id:\s*"[^"\\]+",)\s*message:\s*"(?:[^"\\]|\\.)*",?/g;

export function stripSourceMessages(code: string): string {
  return code.replace(SOURCE_MESSAGE, "$1");
}

export function stripSourceMessagesPlugin(): Plugin {
  return {
    name: "tazama-strip-source-messages",
    apply: "build",
    enforce: "pre",
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || !code.includes("i18n._(")) return null;
      return { code: stripSourceMessages(code), map: null };
    },
  };
}
