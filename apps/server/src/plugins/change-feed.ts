import type { Database } from "@tazama/db";
import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import { randomUUID } from "node:crypto";

/** What changed, for the caches other processes hold (issue 20). */
export type ChangeTopic = "catalogue";

export interface ChangeFeed {
  /** Tells every other process of this site that `topic` changed (NOTIFY). */
  publish(topic: ChangeTopic): Promise<void>;
  /** Runs `handler` when another process publishes `topic`. */
  on(topic: ChangeTopic, handler: () => void): void;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Changes between processes: PostgreSQL LISTEN/NOTIFY on one channel (plugins/change-feed.ts). */
    changes: ChangeFeed;
  }
}

const CHANNEL = "tazama_changes";

/**
 * Several API processes each keep their own caches (the catalogue's serialised JSON and, keyed by
 * its ETag, the rendered pages). A change in one is NOTIFYed on one channel; every process
 * LISTENs and drops what the change made stale, within the notification's delivery (well under
 * a second on one database). An app ignores its own notices: it has dropped them already.
 */
const changeFeedPlugin: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  /** This app instance (two in one test process are two "processes"). */
  const self = randomUUID();
  const handlers = new Map<ChangeTopic, (() => void)[]>();
  const stop = await database.listen(CHANNEL, (payload) => {
    let notice: { topic?: ChangeTopic; from?: string };
    try {
      notice = JSON.parse(payload) as typeof notice;
    } catch {
      return;
    }
    if (!notice.topic || notice.from === self) return;
    for (const handler of handlers.get(notice.topic) ?? []) handler();
  });
  app.decorate("changes", {
    publish: async (topic) => {
      await database.notify(CHANNEL, JSON.stringify({ topic, from: self }));
    },
    on: (topic, handler) => {
      handlers.set(topic, [...(handlers.get(topic) ?? []), handler]);
    },
  } satisfies ChangeFeed);
  app.addHook("onClose", async () => {
    await stop();
  });
};

export default fp(changeFeedPlugin, { name: "changes" });
