// A film long enough for a data budget to matter (bench/playback/data-budget.ts): a synthetic
// 720p source made once with ffmpeg, uploaded as a free title's main video through the admin's
// resumable upload (tus 1.0) by the install's first admin, and transcoded by the server's own
// pipeline (the real ladder). The source, the database and the renditions stay in the bench's data
// folder, so later runs start at once.
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { open, stat } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { buildDemoSourceArgs, runTool } from "@tazama/media";
import type { AppServer } from "../lib/app-server.ts";

const require = createRequire(import.meta.url);
const PART_BYTES = 8 * 1024 * 1024;

export interface Account {
  email: string;
  password: string;
}

/** A new viewer signed up through the API; returns their session cookie. */
export async function signUp(origin: string, name: string, forwardedFor: string) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const account = {
    email: `${name.toLowerCase().replace(/\W+/g, ".")}.${stamp}@example.com`,
    password: "kibera-sunrise-2024",
  };
  const response = await fetch(`${origin}/api/v1/users/signup`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
    body: JSON.stringify({
      name,
      ...account,
      phone_number: `+2547${stamp.slice(-8)}`,
      affiliateCodeUsed: null,
      source: "tazama-web",
    }),
  });
  if (response.status !== 201)
    throw new Error(`sign-up: ${response.status} ${await response.text()}`);
  return { account, cookie: cookieOf(response) };
}

function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

async function logIn(origin: string, account: Account): Promise<string> {
  const response = await fetch(`${origin}/api/v1/users/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`log-in: ${response.status} ${await response.text()}`);
  return cookieOf(response);
}

/**
 * The install's admin: on a new database, a newcomer claims the link the server printed (and is
 * remembered in the data folder); afterwards the remembered admin logs in.
 */
async function adminCookie(server: AppServer, dataDir: string): Promise<string> {
  const file = path.join(dataDir, "bench-admin.json");
  if (existsSync(file)) {
    return logIn(server.origin, JSON.parse(readFileSync(file, "utf8")) as Account);
  }
  const token = /\/admin\/setup\?token=([\w-]+)/.exec(server.output())?.[1];
  if (!token) throw new Error("the server printed no setup link (and no bench admin is known)");
  const { account, cookie } = await signUp(server.origin, "Bench Admin", "10.251.0.1");
  const claimed = await fetch(`${server.origin}/api/v1/setup/firstAdmin`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ token }),
  });
  if (!claimed.ok) throw new Error(`first admin: ${claimed.status} ${await claimed.text()}`);
  writeFileSync(file, JSON.stringify(account));
  return cookie;
}

/** Whether `ref`'s main video plays for a signed-in viewer (a stream grant is given). */
export async function mainVideoReady(origin: string, ref: string, cookie: string) {
  const response = await fetch(`${origin}/api/v1/content/stream/request`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ ref, kind: "main" }),
  });
  return response.ok;
}

async function makeSource(file: string, durationS: number): Promise<void> {
  if (existsSync(file)) return;
  const partial = `${file}.part.mp4`;
  console.log(`making a ${durationS} s 720p source with ffmpeg…`);
  await runTool(
    process.env.FFMPEG_PATH ?? "ffmpeg",
    buildDemoSourceArgs({
      output: partial,
      title: "Data budget",
      durationS,
      width: 1280,
      height: 720,
      pattern: "testsrc2",
      fontFile: require.resolve("@fontsource/inter/files/inter-latin-600-normal.woff"),
    }),
  );
  renameSync(partial, file);
}

/** tus 1.0: create the upload with its metadata, then send the file in parts. */
async function upload(origin: string, cookie: string, file: string, ref: string) {
  const size = (await stat(file)).size;
  const b64 = (text: string) => Buffer.from(text).toString("base64");
  const created = await fetch(`${origin}/api/v1/admin/uploads`, {
    method: "POST",
    headers: {
      cookie,
      "tus-resumable": "1.0.0",
      "upload-length": String(size),
      "upload-metadata": `ref ${b64(ref)},kind ${b64("main")},filename ${b64("long-film.mp4")}`,
    },
  });
  const location = created.headers.get("location");
  if (created.status !== 201 || !location) {
    throw new Error(`upload: ${created.status} ${await created.text()}`);
  }
  const url = new URL(location, origin).href;
  const handle = await open(file);
  try {
    for (let offset = 0; offset < size; offset += PART_BYTES) {
      const part = Buffer.alloc(Math.min(PART_BYTES, size - offset));
      await handle.read(part, 0, part.length, offset);
      const sent = await fetch(url, {
        method: "PATCH",
        headers: {
          cookie,
          "tus-resumable": "1.0.0",
          "upload-offset": String(offset),
          "content-type": "application/offset+octet-stream",
        },
        body: part,
      });
      if (sent.status !== 204) throw new Error(`upload part: ${sent.status} ${await sent.text()}`);
    }
  } finally {
    await handle.close();
  }
  console.log(`uploaded ${(size / 1e6).toFixed(1)} MB as ${ref}'s main video`);
}

/**
 * Makes `ref`'s main video a `durationS` film (once per data folder) and waits until it plays.
 * Returns a signed-in viewer's cookie to check with.
 */
export async function ensureLongFilm(
  server: AppServer,
  dataDir: string,
  ref: string,
  durationS: number,
): Promise<void> {
  const admin = await adminCookie(server, dataDir);
  if (await mainVideoReady(server.origin, ref, admin)) return;
  const marker = path.join(dataDir, "bench-long-film-uploaded");
  if (!existsSync(marker)) {
    const source = path.join(dataDir, "long-film.mp4");
    await makeSource(source, durationS);
    await upload(server.origin, admin, source, ref);
    writeFileSync(marker, new Date().toISOString());
  }
  const started = Date.now();
  console.log("waiting for the transcode (the server's own ladder)…");
  await server.until("the long film's transcode", 3_600_000, () =>
    mainVideoReady(server.origin, ref, admin),
  );
  console.log(`transcoded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
