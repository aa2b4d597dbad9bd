import websocket from "@fastify/websocket";
import { PARTY_BUFFER_WAIT_MS } from "@tazama/contracts";
import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import type { ModuleOptions } from "../../lib/module-options.ts";
import { createEntitlementsAccess } from "../entitlements/entitlements.public.ts";
import "../metrics/metrics.public.ts";
import { partyMetrics } from "./party-metrics.ts";
import { createPartyRooms } from "./party-rooms.ts";
import { type RoomBus, createLocalBus, createPostgresBus } from "./room-bus.ts";
import { createWatchPartyRepository } from "./watch-party.repository.ts";
import { watchPartyRoutes } from "./watch-party.routes.ts";
import { createWatchPartyService } from "./watch-party.service.ts";

/** A member's message is a few dozen bytes: anything near this is not ours. */
const MAX_MESSAGE_BYTES = 4096;

/**
 * Watching together (issue 15): private watch parties and online screenings' rooms, over one
 * WebSocket per member. With PostgreSQL, rooms fan out across API processes by LISTEN/NOTIFY;
 * the embedded database serves one process, and its rooms stay in it.
 */
const watchPartyModule: FastifyPluginAsync<ModuleOptions> = async (
  app,
  { config, database, clock },
) => {
  const repo = createWatchPartyRepository(database.db);
  const access = createEntitlementsAccess(database.db, clock);
  const bus: RoomBus =
    database.kind === "postgres" && config.DATABASE_URL
      ? await createPostgresBus(config.DATABASE_URL, (error) => {
          app.log.error({ err: error }, "watch party bus");
        })
      : createLocalBus();
  const rooms = createPartyRooms({
    bus,
    now: () => clock.now().getTime(),
    schedule: (ms, task) => {
      setTimeout(task, ms).unref();
    },
    bufferWaitMs: PARTY_BUFFER_WAIT_MS,
    saveTimeline: (key, timeline) => repo.saveTimeline(key.replace(/^party:/, ""), timeline),
    onError: (error) => {
      app.log.error({ err: error }, "watch party");
    },
  });
  partyMetrics(app.metrics, rooms);
  // Shutdown: every party's last timeline is written before the bus (and then the database) go.
  app.addHook("onClose", async () => {
    await rooms.close();
    await bus.close();
  });
  await app.register(websocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });
  await app.register(watchPartyRoutes, {
    service: createWatchPartyService({
      repo,
      clock,
      mayWatch: (userId, ref) => access.mayWatch(userId, ref),
    }),
    rooms,
  });
};

export default fp(watchPartyModule, { name: "watch-party", dependencies: ["accounts", "metrics"] });
