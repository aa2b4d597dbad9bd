import type { Plugin } from "vite";

/** React Router's production build's module(s) (vite.config.ts aliases `react-router` to it). */
const REACT_ROUTER_CHUNK = /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^/\\]+\.mjs$/;

/**
 * React Router's build as a bundler can shake it. Its components made with `forwardRef` (`Link`,
 * `NavLink`, `Form`) are top-level calls, and each is then given a `displayName`: a bundler must
 * keep both, so every page downloaded `<Form>`, `useSubmit` and their helpers, which the app never
 * uses (1.2 KB compressed). Here a top-level `forwardRef` call is marked pure, as it is, and the
 * top-level `displayName` assignments (names for React's developer tools only) are dropped.
 */
export function leanReactRouterCode(code: string): string {
  return code
    .replace(/^var (\w+) = (React\d*)\.forwardRef\(/gm, "var $1 = /* @__PURE__ */ $2.forwardRef(")
    .replace(/^\w+\.displayName = "[^"\n]*";$/gm, "");
}

export function leanReactRouter(): Plugin {
  return {
    name: "tazama-lean-react-router",
    apply: "build",
    enforce: "pre",
    transform(code, id) {
      if (!REACT_ROUTER_CHUNK.test(id)) return null;
      return { code: leanReactRouterCode(code), map: null };
    },
  };
}
