import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * AUTH_SECRET signs session cookies. Production requires it (config.ts refuses to start without);
 * elsewhere a random one is generated once and kept in DATA_DIR/auth-secret (never in the repo),
 * so sessions survive restarts of a development server.
 */
export function resolveAuthSecret(options: { secret?: string; dataDir: string }): string {
  if (options.secret) return options.secret;
  const file = path.join(options.dataDir, "auth-secret");
  try {
    const stored = readFileSync(file, "utf8").trim();
    if (stored.length >= 32) return stored;
  } catch {
    // Not generated yet.
  }
  const generated = randomBytes(32).toString("base64url");
  mkdirSync(options.dataDir, { recursive: true });
  writeFileSync(file, `${generated}\n`, { mode: 0o600 });
  return generated;
}
