import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import Provider, { type OidcAccount } from "oidc-provider";

export interface DevOidcOptions {
  /** e.g. http://localhost:3000/dev/oidc */
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /** Signs the provider's cookies. */
  cookieSecret: string;
  /** Where the login page lives for an interaction uid. */
  interactionUrl: (uid: string) => string;
  log: (message: string) => void;
}

export interface DevPerson {
  email: string;
  name: string;
}

/** A stable subject per email, as Google's `sub` is stable per account. */
export const devSubject = (email: string): string =>
  `dev-${createHash("sha256").update(email.toLowerCase()).digest("hex").slice(0, 24)}`;

/**
 * An OpenID Connect provider (oidc-provider) that stands in for Google outside production: anyone
 * types a name and an email and is signed in as that person. People live in memory.
 */
export function createDevOidcProvider(options: DevOidcOptions) {
  const people = new Map<string, DevPerson>();
  const provider = new Provider(options.issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    cookies: { keys: [options.cookieSecret] },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    conformIdTokenClaims: false,
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 3600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
    },
    features: { devInteractions: { enabled: false } },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => options.interactionUrl(interaction.uid),
    },
    findAccount: async (_ctx: unknown, sub: string): Promise<OidcAccount | undefined> => {
      const person = people.get(sub);
      if (!person) return undefined;
      return {
        accountId: sub,
        claims: async () => ({ sub, email: person.email, email_verified: true, name: person.name }),
      };
    },
    renderError: async (
      ctx: { type: string; body: string },
      out: { error: string; error_description?: string },
    ) => {
      ctx.type = "text/plain; charset=utf-8";
      ctx.body = `Development sign-in error: ${out.error} ${out.error_description ?? ""}`;
    },
  });
  provider.silent = true;
  provider.on("server_error", (_ctx, error) => {
    options.log(`dev OIDC: ${String(error)}`);
  });
  const handle = provider.callback();

  return {
    provider,
    /** Serves a provider request whose URL has already lost the mount prefix. */
    handle(req: IncomingMessage, res: ServerResponse): void {
      handle(req, res);
    },
    /** Finishes a login interaction as the given person (login + consent to openid email profile). */
    async finishLogin(req: IncomingMessage, res: ServerResponse, person: DevPerson) {
      const details = await provider.interactionDetails(req, res);
      const accountId = devSubject(person.email);
      people.set(accountId, person);
      const grant = new provider.Grant({ accountId, clientId: details.params.client_id });
      grant.addOIDCScope(details.params.scope ?? "openid email profile");
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    },
  };
}

export type DevOidcProvider = ReturnType<typeof createDevOidcProvider>;
