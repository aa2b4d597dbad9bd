import { DEFAULT_THEME } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { theme } from "../src/app/theme.ts";
import { THEME_STYLES_MODULE, staticThemeStyles, themeStyles } from "./static-theme-styles.ts";

describe("themeStyles", () => {
  const css = themeStyles(theme);

  it("holds the theme's variables that differ from Mantine's defaults", () => {
    expect(css).toContain("--mantine-primary-color-filled: var(--mantine-color-orange-filled);");
    expect(css).toContain("--mantine-color-dark-7: #141419;");
    expect(css).toContain("--mantine-heading-font-weight: 800;");
    expect(css).toContain("font-family: system-ui, -apple-system, 'Segoe UI'");
    // Mantine's own default dark-7 is in its stylesheet already: not repeated.
    expect(css).not.toContain(`--mantine-color-dark-7: ${DEFAULT_THEME.colors.dark[7]};`);
  });

  it("holds the dark scheme's variables and the breakpoints' classes", () => {
    expect(css).toMatch(
      /:root\[data-mantine-color-scheme="dark"\][^{]*\{[^}]*--mantine-color-anchor: var\(--mantine-color-orange-4\)/,
    );
    expect(css).toContain(
      "@media (min-width: 48em) {.mantine-hidden-from-sm {display: none !important;}}",
    );
    expect(css).not.toMatch(/&(quot|amp|#x27);/);
  });

  it("follows the theme it is given", () => {
    expect(themeStyles({ ...theme, primaryColor: "teal" })).toContain(
      "--mantine-primary-color-filled: var(--mantine-color-teal-filled);",
    );
  });
});

describe("staticThemeStyles", () => {
  const plugin = staticThemeStyles(theme);
  const resolve = (source: string, importer?: string) =>
    (plugin.resolveId as (source: string, importer?: string) => string | null)(source, importer);
  const load = (id: string) => (plugin.load as (id: string) => string | null)(id);
  const provider = "/x/node_modules/@mantine/core/esm/core/MantineProvider/MantineProvider.mjs";

  it("serves the theme's styles as a stylesheet module", () => {
    const id = resolve(THEME_STYLES_MODULE);
    expect(id).toBeTruthy();
    expect(load(id ?? "")).toBe(themeStyles(theme));
  });

  it("replaces only MantineProvider's inline style components, with components that draw nothing", () => {
    const id = resolve("./MantineCssVariables/MantineCssVariables.mjs", provider);
    expect(resolve("./MantineClasses/MantineClasses.mjs", provider)).toBe(id);
    expect(load(id ?? "")).toMatch(/export const MantineCssVariables = \(\) => null;/);
    expect(load(id ?? "")).toMatch(/export const MantineClasses = \(\) => null;/);
    expect(
      resolve("./MantineCssVariables/MantineCssVariables.mjs", "/x/src/app/app.tsx"),
    ).toBeNull();
    expect(resolve("./Mantine.context.mjs", provider)).toBeNull();
  });
});
