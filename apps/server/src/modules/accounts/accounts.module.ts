import path from "node:path";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { type Config, devMailboxOn } from "../../config.ts";
import type { ModuleOptions } from "../../lib/module-options.ts";
import { isRole } from "../../plugins/access.ts";
import { registerRateLimit } from "../../plugins/rate-limit.ts";
import { registerSession } from "../../plugins/session.ts";
import { accountSecurityRoutes } from "./account-security.routes.ts";
import { createAccountSecurityService } from "./account-security.service.ts";
import { createAccountsRepository } from "./accounts.repository.ts";
import { accountsRoutes } from "./accounts.routes.ts";
import { createAccountsService } from "./accounts.service.ts";
import {
  type GoogleSettings,
  DEV_OIDC_CLIENT_ID,
  createAuth,
  devOidcClientSecret,
  sessionCookieName,
} from "./auth.ts";
import { resolveAuthSecret } from "./auth-secret.ts";
import { DEV_OIDC_PREFIX, registerDevOidc } from "./dev-oidc/dev-oidc.routes.ts";
import { googleRoutes } from "./google.routes.ts";
import { createAccountDeletionRepository } from "./account-deletion.repository.ts";
import { createPersonalData } from "./personal-data.ts";
import { createAccountInvites } from "./account-invites.ts";
import { createPhotoStore } from "./profile-photo.ts";
import { createFirstAdmin } from "./first-admin.ts";
import { profileRoutes } from "./profile.routes.ts";
import { createUserAdminRepository } from "./user-admin.repository.ts";
import { userAdminRoutes } from "./user-admin.routes.ts";
import { createUserAdminService } from "./user-admin.service.ts";
import { createProfileService } from "./profile.service.ts";
import { sessionCookieTest } from "./session-cookies.ts";
import { devMailboxRoutes } from "./mail/dev-mailbox.routes.ts";
import { createDevOutboxRepository } from "./mail/dev-outbox.repository.ts";
import "../metrics/metrics.public.ts";
import { countedMailer } from "./mail/mail-metrics.ts";
import { type Mailer, createDevOutboxMailer, createSmtpMailer } from "./mail/mailer.ts";
import { DEFAULT_RATE_LIMITS, type RateLimits } from "./rate-limits.ts";

export interface AccountsModuleOptions extends ModuleOptions {
  /** Tests may tighten the rate limits. */
  rateLimits?: Partial<RateLimits>;
}

/** Google: the real one with GOOGLE_CLIENT_ID; the dev stand-in outside production; else none. */
function googleSettings(config: Config, secret: string): GoogleSettings | null {
  if (config.GOOGLE_CLIENT_ID) {
    return {
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      discoveryUrl: config.GOOGLE_DISCOVERY_URL,
    };
  }
  if (config.isProduction) return null;
  return {
    clientId: DEV_OIDC_CLIENT_ID,
    clientSecret: devOidcClientSecret(secret),
    discoveryUrl: `${config.publicUrl}${DEV_OIDC_PREFIX}/.well-known/openid-configuration`,
  };
}

/**
 * Accounts (issue 4): better-auth + our REST API, the session decorator other modules use
 * (plugins/session.ts), rate limits, mail, Google and — outside production — the dev OIDC
 * provider and mailbox. Registered first by app.ts: every module that reads the viewer depends on it.
 */
const accountsModule: FastifyPluginAsync<AccountsModuleOptions> = async (app, options) => {
  const { config, database, clock } = options;
  const secret = resolveAuthSecret({ secret: config.AUTH_SECRET, dataDir: config.dataDir });
  const repo = createAccountsRepository(database.db);
  const google = googleSettings(config, secret);
  const auth = createAuth({
    db: database.db,
    secret,
    publicUrl: config.publicUrl,
    production: config.isProduction,
    google,
    log: (level, message) => {
      // Discovery runs at start-up, before this very server listens (dev stand-in) or while
      // Google is unreachable; better-auth retries it at the first Google sign-in.
      if (/Discovery fetch failed|discovery left no usable/.test(message)) {
        app.log.info(`${message} (retried at the first Google sign-in)`);
      } else {
        app.log[level](message);
      }
    },
    isDisabled: (userId) => repo.isDisabled(userId),
  });

  const devOutbox = devMailboxOn(config);
  const outboxRepo = createDevOutboxRepository(database.db);
  const outboxMailer = createDevOutboxMailer(outboxRepo, clock);
  const mailer: Mailer = countedMailer(
    config.SMTP_URL ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM) : outboxMailer,
    app.metrics,
  );
  app.addHook("onClose", async () => mailer.close());
  app.decorate("mail", { send: (mail) => mailer.send(mail) });
  // What the server would have sent by SMS, kept at /dev/mailbox (never in production).
  const keptHere: Pick<Mailer, "send"> | null = devOutbox
    ? { send: (mail) => outboxMailer.send(mail) }
    : null;
  app.decorate("devOutbox", keptHere);
  app.decorate("accountInvites", createAccountInvites(database.db, config.publicUrl));
  // Modules registered after this one say how a person's data leaves with the account.
  const personalData = createPersonalData();
  app.decorate("personalData", {
    register: (owner, erase) => {
      personalData.register(owner, erase);
    },
  });

  // better-auth renews a session used more than a day after its last renewal; the renewed
  // cookie (new Max-Age) rides on whatever response the request gets.
  const renewedCookies = new WeakMap<FastifyRequest, string[]>();
  const mayCarrySession = sessionCookieTest(auth.options);
  registerSession(app, async (request) => {
    // No cookie of better-auth's, no session: better-auth is not asked (ADR 0084).
    if (!mayCarrySession(request.headers.cookie)) return null;
    const { response: session, headers } = await auth.api.getSession({
      headers: fromNodeHeaders(request.headers),
      returnHeaders: true,
    });
    const cookies = headers.getSetCookie();
    if (cookies.length > 0) renewedCookies.set(request, cookies);
    // One query: better-auth reads the session joined with its user (our columns included).
    if (!session || session.user.disabled) return null;
    const { id, email, role } = session.user;
    return { userId: id, role: isRole(role) ? role : "viewer", email };
  });
  app.addHook("onSend", async (request, reply) => {
    const cookies = renewedCookies.get(request);
    if (!cookies) return;
    const current = reply.getHeader("set-cookie");
    const existing =
      current === undefined ? [] : Array.isArray(current) ? current : [String(current)];
    reply.header("set-cookie", [...existing, ...cookies]);
  });

  await registerRateLimit(app, { clock, redisUrl: config.REDIS_URL });
  const service = createAccountsService({
    auth,
    repo,
    mailer,
    clock,
    publicUrl: config.publicUrl,
  });
  await app.register(accountsRoutes, {
    service,
    production: config.isProduction,
    sessionCookieName: sessionCookieName(config.isProduction),
    limits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
  });
  await app.register(accountSecurityRoutes, {
    service: createAccountSecurityService({ auth, repo, clock }),
    limits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
  });
  await app.register(profileRoutes, {
    service: createProfileService({
      repo,
      deletion: createAccountDeletionRepository(database.db, personalData),
      // The storage module registers later (app.ts): its store is asked for when photos are used.
      photos: createPhotoStore(path.join(config.uploadsDir, "photos"), () =>
        app.hasDecorator("storage") && app.storage.kind === "s3" ? app.storage : undefined,
      ),
      clock,
    }),
    production: config.isProduction,
    sessionCookieName: sessionCookieName(config.isProduction),
  });
  const firstAdmin = createFirstAdmin({ db: database.db, clock, publicUrl: config.publicUrl });
  await app.register(userAdminRoutes, {
    firstAdmin,
    service: createUserAdminService({
      repo: createUserAdminRepository(database.db),
      accounts: repo,
      clock,
      sendPasswordReset: (email) => service.requestPasswordReset(email),
    }),
  });
  // Until an admin exists, every start prints a one-time link that makes one (README).
  app.addHook("onReady", async () => {
    const link = await firstAdmin.setupLink();
    if (link) {
      app.log.warn(
        `No admin yet. Sign in (or join), then open this one-time link to become the admin: ${link}`,
      );
    }
  });
  await app.register(googleRoutes, {
    auth,
    repo,
    enabled: google !== null,
    publicUrl: config.publicUrl,
    production: config.isProduction,
  });
  if (devOutbox) await app.register(devMailboxRoutes, { repo: outboxRepo });
  if (!config.isProduction && !config.GOOGLE_CLIENT_ID && google) {
    await registerDevOidc(app, {
      publicUrl: config.publicUrl,
      clientId: google.clientId,
      clientSecret: google.clientSecret!,
      cookieSecret: secret,
    });
  }
};

export default fp(accountsModule, { name: "accounts", dependencies: ["audit", "metrics"] });
