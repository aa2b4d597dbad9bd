import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import {
  type ZodTypeProvider,
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type TestApp, getTestApp } from "../../../test/harness.ts";
import { systemClock } from "../../lib/clock.ts";
import type { IngestService } from "./ingest.service.ts";
import { MAX_UNFINISHED_UPLOADS_PER_ADMIN, UPLOAD_DISK_MARGIN_BYTES } from "./upload-admission.ts";
import { uploadRoutes } from "./uploads.routes.ts";

/**
 * Issue 39: an admin holds at most 5 unfinished resumable uploads, and an upload the disk cannot
 * take is refused when it starts (507), not when the disk fills. The disk's free space is
 * injected (no full disk needed); the rest is the real tus endpoint.
 */
const GB = 1024 ** 3;
const UPLOADS = "/api/v1/admin/uploads";
const b64 = (value: string) => Buffer.from(value).toString("base64");

let t: TestApp;
let app: FastifyInstance;
let directory: string;
let free: number;
let acting: string;

beforeEach(async () => {
  t = await getTestApp();
  directory = await mkdtemp(path.join(tmpdir(), "tazama-admission-"));
  free = 100 * GB;
  acting = randomUUID();
  app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("auditLog", { db: t.database.db, clock: systemClock });
  app.decorateRequest("viewer", async () => ({
    userId: acting,
    role: "admin" as const,
    email: "admin@example.test",
  }));
  const service = {
    assertTitle: async () => undefined,
    ingest: async () => ({ id: randomUUID(), jobId: randomUUID(), source: { kind: "file" } }),
  } as unknown as IngestService;
  await app.register(uploadRoutes, {
    service,
    directory,
    maxBytes: 50 * GB,
    freeBytes: async () => free,
  });
  await app.ready();
});
afterEach(async () => {
  await app.close();
  await rm(directory, { recursive: true, force: true });
});

const start = (bytes: number) =>
  app.inject({
    method: "POST",
    url: UPLOADS,
    headers: {
      "tus-resumable": "1.0.0",
      "upload-length": String(bytes),
      "upload-metadata": `ref ${b64("some-film")},kind ${b64("main")}`,
    },
  });
const drop = (location: string) =>
  app.inject({ method: "DELETE", url: location, headers: { "tus-resumable": "1.0.0" } });
const codeOf = (res: { json: () => unknown }) =>
  (res.json() as { error: { code: string } }).error.code;

describe("starting a resumable upload", () => {
  it("an admin holds at most 5 unfinished; a finished or dropped one frees a place", async () => {
    const first = acting;
    const made: string[] = [];
    for (let i = 0; i < MAX_UNFINISHED_UPLOADS_PER_ADMIN; i += 1) {
      const res = await start(1000);
      expect(res.statusCode, res.body).toBe(201);
      made.push(res.headers.location!);
    }
    const sixth = await start(1000);
    expect(sixth.statusCode).toBe(409);
    expect(codeOf(sixth)).toBe("upload/too-many-unfinished");

    acting = randomUUID(); // another admin is not held back
    expect((await start(1000)).statusCode).toBe(201);

    acting = first;
    expect((await drop(made.pop()!)).statusCode).toBe(204);
    const finished = await start(4);
    expect(finished.statusCode).toBe(201);
    const sent = await app.inject({
      method: "PATCH",
      url: finished.headers.location!,
      payload: Buffer.from("data"),
      headers: {
        "tus-resumable": "1.0.0",
        "upload-offset": "0",
        "content-type": "application/offset+octet-stream",
      },
    });
    expect(sent.statusCode, sent.body).toBe(204);
    expect((await start(1000)).statusCode).toBe(201);
    expect(codeOf(await start(1000))).toBe("upload/too-many-unfinished");
  });

  it("sent all at once, still only 5 are taken", async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => start(1000)));
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 201, 201, 409, 409, 409]);
  });

  it("refuses (507) an upload the disk cannot take with what unfinished ones still have to send", async () => {
    free = 3 * GB;
    const big = await start(1.5 * GB);
    expect(big.statusCode, big.body).toBe(201);
    // 1 GB more, the 1.5 GB still to come and the margin do not fit in 3 GB.
    expect(1 * GB + 1.5 * GB + UPLOAD_DISK_MARGIN_BYTES).toBeGreaterThan(free);
    const refused = await start(1 * GB);
    expect(refused.statusCode).toBe(507);
    const { error } = refused.json<{ error: { code: string; message: string } }>();
    expect(error.code).toBe("upload/no-space");
    expect(error.message).toMatch(/no room for this file/);
    expect((await drop(big.headers.location!)).statusCode).toBe(204);
    expect((await start(1 * GB)).statusCode).toBe(201);
    free = UPLOAD_DISK_MARGIN_BYTES; // nothing beyond the margin: not even a small file
    expect((await start(1000)).statusCode).toBe(507);
  });
});
