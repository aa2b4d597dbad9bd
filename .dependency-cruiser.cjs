// Import rules eslint cannot see across files: no cycles anywhere (DESIGN §9), and no server code
// reaching into a module's internals (ADR 0022), and web imports that flow the wrong way
// (features ↛ app, shared ↛ features). Web feature isolation is enforced by eslint's
// no-restricted-imports (eslint.config.js).
const MODULES = "^apps/server/src/modules/";
/** `modules/<b>/<b>.public.ts`: the one file of a module that other code may import. */
const PUBLIC_FILE = `${MODULES}([^/]+)/\\1\\.public\\.ts$`;
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Imports flow one way; a cycle means a piece of code belongs somewhere else.",
      from: {},
      to: { circular: true },
    },
    {
      name: "module-internals",
      severity: "error",
      comment:
        "A server module imports another module only through its <b>.public.ts (ADR 0022); its own files freely.",
      from: { path: `${MODULES}([^/]+)/` },
      to: { path: MODULES, pathNot: [`${MODULES}$1/`, PUBLIC_FILE] },
    },
    {
      name: "module-internals-from-outside",
      severity: "error",
      comment:
        "lib, plugins, jobs, the server's root files, its test helpers, bench and scripts use a module through its <b>.public.ts only (ADR 0022).",
      from: {
        path: "^(apps/server/(src/(lib|plugins|jobs)/|src/[^/]+$|test/)|bench/|scripts/)",
        pathNot: "^apps/server/src/app\\.ts$",
      },
      to: { path: MODULES, pathNot: PUBLIC_FILE },
    },
    {
      name: "modules-wired-by-app",
      severity: "error",
      comment:
        "app.ts registers each module by its <b>.module.ts (the one place it is wired) and may use public files; nothing else.",
      from: { path: "^apps/server/src/app\\.ts$" },
      to: {
        path: MODULES,
        pathNot: `${MODULES}([^/]+)/\\1\\.(public|module)\\.ts$`,
      },
    },
    {
      name: "web-features-below-app",
      severity: "error",
      comment:
        "Web imports flow one way: app (routes, layout) composes features; a feature never imports app (issue 40, §2).",
      from: { path: "^apps/web/src/features/" },
      to: { path: "^apps/web/src/app/" },
    },
    {
      name: "web-shared-below-features",
      severity: "error",
      comment:
        "Shared web code (components, lib, config, the service worker) serves every feature and imports none, nor app (issue 40, §2).",
      from: { path: "^apps/web/src/(components|lib|config|sw)/" },
      to: { path: "^apps/web/src/(features|app)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|dist|data|e2e/\\.tmp|e2e/test-results)/" },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs"],
    },
  },
};
