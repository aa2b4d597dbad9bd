import { MantineProvider, type MantineThemeOverride } from "@mantine/core";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Plugin } from "vite";

/** The stylesheet module of the theme's CSS variables and global classes (app/styles.ts imports it). */
export const THEME_STYLES_MODULE = "virtual:tazama-theme.css";
const RESOLVED_THEME_STYLES = `\0${THEME_STYLES_MODULE}`;
/** What MantineProvider draws them with, once they are in the stylesheet: nothing, and no code. */
const NO_INLINE_STYLES = "\0tazama-no-inline-theme-styles";
const INLINE_STYLE_MODULES =
  /^\.\/(MantineCssVariables\/MantineCssVariables|MantineClasses\/MantineClasses)\.mjs$/;

/**
 * The CSS MantineProvider would draw in `<style data-mantine-styles>` tags for this theme: the
 * variables that differ from Mantine's defaults (those are in its stylesheet) and the
 * `hidden-from`/`visible-from` classes of its breakpoints. Drawn here with Mantine's own provider,
 * so it is exactly what the page drew before.
 */
export function themeStyles(theme: MantineThemeOverride): string {
  const markup = renderToStaticMarkup(
    createElement(MantineProvider, {
      theme,
      defaultColorScheme: "dark",
      forceColorScheme: "dark",
      children: null,
    }),
  );
  const sheets = [...markup.matchAll(/<style data-mantine-styles="[^"]*">([^<]*)<\/style>/g)];
  if (sheets.length === 0) throw new Error("static-theme-styles: MantineProvider drew no styles");
  return sheets.map(([, css]) => decodeEntities(css ?? "")).join("\n");
}

function decodeEntities(css: string): string {
  return css
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&gt;", ">")
    .replaceAll("&lt;", "<")
    .replaceAll("&amp;", "&");
}

/**
 * Issue 41: the theme's CSS variables and classes are computed once, at build time, into the
 * stylesheet, instead of by every page's JavaScript as it starts (MantineProvider's
 * `withCssVariables` and `withGlobalClasses` are off, in app.tsx). The build leaves out the code
 * that computed them (about 2 KB compressed of the app chunk, and the work on a slow phone's
 * main thread), and a server-rendered page's HTML no longer carries them inline (3 KB).
 */
export function staticThemeStyles(theme: MantineThemeOverride): Plugin {
  return {
    name: "tazama-static-theme-styles",
    enforce: "pre",
    resolveId(source, importer) {
      if (source === THEME_STYLES_MODULE) return RESOLVED_THEME_STYLES;
      if (
        INLINE_STYLE_MODULES.test(source) &&
        importer &&
        /[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]MantineProvider[\\/]MantineProvider\.mjs$/.test(
          importer,
        )
      ) {
        return NO_INLINE_STYLES;
      }
      return null;
    },
    load(id) {
      if (id === RESOLVED_THEME_STYLES) return themeStyles(theme);
      if (id === NO_INLINE_STYLES) {
        return "export const MantineCssVariables = () => null;\nexport const MantineClasses = () => null;\n";
      }
      return null;
    },
  };
}
