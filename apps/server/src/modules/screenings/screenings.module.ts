import fp from "fastify-plugin";
import type { FastifyPluginAsync } from "fastify";
import type { ModuleOptions } from "../../lib/module-options.ts";
import { actorName } from "../audit/audit.public.ts";
import { createIdempotency } from "../ledger/ledger.public.ts";
import { createBookingsRepository } from "./bookings.repository.ts";
import { createBookingsService } from "./bookings.service.ts";
import { doorRoutes } from "./door.routes.ts";
import { createDoorRepository } from "./door.repository.ts";
import { createDoorService } from "./door.service.ts";
import { screeningAdminRoutes } from "./screening-admin.routes.ts";
import { createScreeningAdminRepository } from "./screening-admin.repository.ts";
import { createScreeningAdminService } from "./screening-admin.service.ts";
import { createScreeningConsoleRepository } from "./screening-console.repository.ts";
import { createScreeningConsoleService } from "./screening-console.service.ts";
import { screeningGroupsRoutes } from "./screening-groups.routes.ts";
import { createScreeningGroupsRepository } from "./screening-groups.repository.ts";
import { createScreeningGroupsService } from "./screening-groups.service.ts";
import { createScreeningsRepository } from "./screenings.repository.ts";
import { screeningsRoutes } from "./screenings.routes.ts";
import { createScreeningsService } from "./screenings.service.ts";
import { createTicketSigner, ticketSeed } from "./ticket-signing.ts";
import "./screenings.public.ts";

/** Screenings (issue 15): listing, seats held and booked from the wallet, signed tickets. */
const screeningsModule: FastifyPluginAsync<ModuleOptions> = async (
  app,
  { config, database, clock },
) => {
  const db = database.db;
  const repo = createScreeningsRepository(db);
  const signer = createTicketSigner(
    ticketSeed({
      configured: config.TICKET_SIGNING_KEY,
      isProduction: config.isProduction,
      dataDir: config.dataDir,
    }),
  );
  const idempotency = createIdempotency(db, { clock });
  const screenings = createScreeningsService({ db, repo, clock });
  app.decorate("screeningPages", { list: (city?: string) => screenings.list(city) });
  await app.register(screeningsRoutes, {
    screenings,
    bookings: createBookingsService({
      db,
      repo,
      bookings: createBookingsRepository(db),
      clock,
      signer,
    }),
    idempotency,
    signer,
  });
  await app.register(screeningGroupsRoutes, {
    groups: createScreeningGroupsService({
      db,
      repo,
      groups: createScreeningGroupsRepository(db),
      clock,
    }),
    idempotency,
  });
  await app.register(doorRoutes, {
    service: createDoorService({ db, repo, door: createDoorRepository(db), clock, signer }),
  });
  await app.register(screeningAdminRoutes, {
    service: createScreeningAdminService({
      db,
      repo,
      writes: createScreeningAdminRepository(db),
      clock,
      actorName: (userId) => actorName(db, userId),
    }),
    listing: createScreeningConsoleService({
      db,
      repo,
      reads: createScreeningConsoleRepository(db),
      clock,
    }),
  });
};

export default fp(screeningsModule, { name: "screenings", dependencies: ["accounts", "ledger"] });
