import { mkdtempSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./free-port.ts";

const require = createRequire(import.meta.url);

interface MaildevServer {
  listen(callback: (error?: Error) => void): void;
  close(callback: () => void): void;
  on(event: "new", listener: (mail: { id: string }) => void): void;
}

export interface MaildevEmail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
  from: { address: string; name: string }[];
}

/**
 * maildev 2.2.1 (SMTP + REST API) on free ports, in-process. Its CLI entry also hooks SIGINT and
 * SIGTERM to exit the process; those hooks are removed again.
 */
export async function startMaildev() {
  const [smtp, web] = [await freePort(), await freePort()];
  const before = {
    SIGINT: process.listeners("SIGINT"),
    SIGTERM: process.listeners("SIGTERM"),
  };
  const maildev = require("maildev") as (config: Record<string, unknown>) => MaildevServer;
  const server = maildev({
    smtp,
    web,
    ip: "127.0.0.1",
    silent: true,
    mailDirectory: mkdtempSync(path.join(tmpdir(), "tazama-maildev-")),
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    for (const listener of process.listeners(signal)) {
      if (!before[signal].includes(listener)) process.off(signal, listener);
    }
  }
  await new Promise<void>((resolve, reject) => {
    server.listen((error) => {
      if (error) reject(error);
      else resolve();
    });
  });
  const api = `http://127.0.0.1:${web}`;
  return {
    smtpUrl: `smtp://127.0.0.1:${smtp}`,
    /** Resolves with the next mail maildev receives. */
    nextMail: () =>
      new Promise<string>((resolve) => {
        server.on("new", (mail) => {
          resolve(mail.id);
        });
      }),
    /** maildev's REST API: every mail received. */
    async emails(): Promise<MaildevEmail[]> {
      const response = await fetch(`${api}/email`);
      return (await response.json()) as MaildevEmail[];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(resolve);
      }),
  };
}
