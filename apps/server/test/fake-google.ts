import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

export interface FakeGooglePerson {
  sub: string;
  email: string;
  name: string;
}

export interface FakeGoogle {
  issuer: string;
  discoveryUrl: string;
  /** The person the next sign-in completes as (the test "types" them in). */
  signInAs(person: FakeGooglePerson): void;
  close(): Promise<void>;
}

/**
 * Google at its HTTP boundary: a real OpenID Connect provider (oidc-provider) on a free port.
 * Its login/consent step completes at once as the person set with signInAs().
 */
export async function startFakeGoogle(client: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}): Promise<FakeGoogle> {
  const people = new Map<string, FakeGooglePerson>();
  let next: FakeGooglePerson | undefined;
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [client.redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    cookies: { keys: ["fake-google-cookie-key"] },
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
    interactions: { url: (_ctx: unknown, i: { uid: string }) => `/interaction/${i.uid}` },
    findAccount: async (_ctx: unknown, sub: string) => {
      const person = people.get(sub);
      return (
        person && {
          accountId: sub,
          claims: async () => ({ ...person, email_verified: true }),
        }
      );
    },
  });
  provider.silent = true;
  const handle = provider.callback();
  server.on("request", (req, res) => {
    if (!req.url?.startsWith("/interaction/")) {
      handle(req, res);
      return;
    }
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      const person = next;
      if (!person) {
        await provider.interactionFinished(req, res, {
          error: "access_denied",
          error_description: "no person set",
        });
        return;
      }
      people.set(person.sub, person);
      const grant = new provider.Grant({
        accountId: person.sub,
        clientId: details.params.client_id,
      });
      grant.addOIDCScope(details.params.scope ?? "openid email profile");
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: person.sub }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    })();
  });
  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    signInAs(person) {
      next = person;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** A cookie jar per origin, enough to walk redirects with fetch (paths ignored). */
export class CookieJar {
  private readonly jars = new Map<string, Map<string, string>>();

  store(url: string, setCookies: string[]): void {
    const origin = new URL(url).origin;
    const jar = this.jars.get(origin) ?? new Map<string, string>();
    for (const line of setCookies) {
      const [pair = ""] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = /max-age=0|expires=thu, 01 jan 1970/i.test(line);
      if (expired || value === "") jar.delete(name);
      else jar.set(name, value);
    }
    this.jars.set(origin, jar);
  }

  header(url: string): string {
    const jar = this.jars.get(new URL(url).origin);
    return jar ? [...jar].map(([n, v]) => `${n}=${v}`).join("; ") : "";
  }

  get(url: string, name: string): string | undefined {
    return this.jars.get(new URL(url).origin)?.get(name);
  }
}

/** One request without following redirects, cookies from and into the jar. */
export async function step(
  jar: CookieJar,
  url: string,
  init: { method?: string; body?: URLSearchParams } = {},
): Promise<{ status: number; location: string | null; body: string; url: string }> {
  const cookie = jar.header(url);
  const response = await fetch(url, {
    method: init.method ?? "GET",
    body: init.body,
    redirect: "manual",
    headers: cookie ? { cookie } : {},
  });
  jar.store(url, response.headers.getSetCookie());
  const location = response.headers.get("location");
  return {
    status: response.status,
    location: location ? new URL(location, url).toString() : null,
    body: await response.text(),
    url,
  };
}
