// A .po catalogue imported through @lingui/vite-plugin: its messages, compiled.
declare module "*.po" {
  export const messages: Record<string, string | (string | [string, string?, unknown?])[]>;
}
