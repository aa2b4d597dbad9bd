import {
  WATCH_PARTY_PATHS,
  createWatchPartyBodySchema,
  errorResponses,
  partyClientMessageSchema,
  watchPartyCodeParamsSchema,
  watchPartySchema,
  watchRoomQuerySchema,
} from "@tazama/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { RawData, WebSocket } from "ws";
import { HttpError } from "../../lib/http-error.ts";
import { API_MESSAGES } from "../../lib/i18n/api-messages.ts";
import { requestLanguage } from "../../lib/i18n/request-language.ts";
import { translate } from "../../lib/i18n/translate.ts";
import { requireAccess } from "../../plugins/access.ts";
import type { Membership, PartyRooms } from "./party-rooms.ts";
import type { WatchPartyService } from "./watch-party.service.ts";

/** Close codes a member's page reads: 4000 + the HTTP status the refusal would have had. */
const refusalCode = (status: number) => 4000 + status;

const textOf = (data: RawData) =>
  (Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as Uint8Array)).toString();

/**
 * Messages a member may send a second (a ping burst on joining is eight); buffering changes have
 * a smaller budget of their own (party-rooms.ts), reactions too.
 */
const MESSAGES_PER_SECOND = 20;

/** Watch parties (REST) and the room socket (one per member, parties and online screenings). */
export const watchPartyRoutes: FastifyPluginAsyncZod<{
  service: WatchPartyService;
  rooms: PartyRooms;
}> = async (app, { service, rooms }) => {
  const userOf = async (request: FastifyRequest) => (await request.viewer())!.userId;

  app.post(
    WATCH_PARTY_PATHS.parties,
    {
      onRequest: requireAccess("purchase.read"),
      schema: {
        summary:
          "Start a private watch party for a title you may watch; friends join with its code",
        body: createWatchPartyBodySchema,
        response: { 201: watchPartySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const party = await service.create(await userOf(request), request.body.ref);
      return reply.status(201).send(party);
    },
  );

  app.get(
    WATCH_PARTY_PATHS.party,
    {
      onRequest: requireAccess("purchase.read"),
      schema: {
        summary: "A watch party by its code: the title, the host, and whether you may watch",
        params: watchPartyCodeParamsSchema,
        response: { 200: watchPartySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return service.party(request.params.code, await userOf(request));
    },
  );

  app.get(
    WATCH_PARTY_PATHS.socket,
    {
      websocket: true,
      onRequest: requireAccess("purchase.read"),
      schema: {
        summary:
          "WebSocket: join an online screening's room or a watch party (clock pings, buffering, the host's commands, reactions)",
        querystring: watchRoomQuerySchema,
        response: { ...errorResponses(400, 401, 403) },
      },
    },
    (socket: WebSocket, request) => {
      // Messages that arrive while the room is looked up wait for it.
      const early: RawData[] = [];
      let membership: Membership | null = null;
      const gone = () => socket.readyState !== socket.OPEN;
      let budget = MESSAGES_PER_SECOND;
      const refill = setInterval(() => {
        budget = MESSAGES_PER_SECOND;
      }, 1000);
      const send = (text: string) => {
        if (socket.readyState === socket.OPEN) socket.send(text);
      };
      const handle = (data: RawData) => {
        if (!membership) return void early.push(data);
        if ((budget -= 1) < 0) return;
        let parsed: unknown;
        try {
          parsed = JSON.parse(textOf(data));
        } catch {
          parsed = null;
        }
        const message = partyClientMessageSchema.safeParse(parsed);
        if (!message.success) {
          send(
            JSON.stringify({ type: "error", code: "request/invalid", message: "Unknown message." }),
          );
          return;
        }
        membership.receive(message.data);
      };
      socket.on("message", handle);
      socket.on("close", () => {
        clearInterval(refill);
        membership?.leave();
      });
      void (async () => {
        try {
          const admission = await service.admit(await userOf(request), request.query);
          if (gone()) return;
          membership = await rooms.join(admission.seed, admission, { send });
          if (gone()) {
            membership.leave();
            return;
          }
          for (const data of early.splice(0)) handle(data);
        } catch (error) {
          const known = error instanceof HttpError;
          if (!known) request.log.error({ err: error }, "watch party: joining failed");
          const code = known ? error.code : "server/error";
          const english = known ? error.message : "Something went wrong. Please try again.";
          // In the viewer's language, as an HTTP error's (plugins/translate-errors.ts).
          const message = translate(API_MESSAGES, requestLanguage(request.headers), english);
          send(JSON.stringify({ type: "error", code, message }));
          socket.close(refusalCode(known ? error.statusCode : 500), code);
        }
      })();
    },
  );
};
