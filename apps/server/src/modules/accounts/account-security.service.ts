import { AUTH_ERRORS, type ChangePasswordBody, type SessionsResponse } from "@tazama/contracts";
import type { Clock } from "../../lib/clock.ts";
import { HttpError, notFound } from "../../lib/http-error.ts";
import type { AccountsRepository } from "./accounts.repository.ts";
import { authError } from "./accounts.service.ts";
import type { Auth } from "./auth.ts";
import { isCommonPassword } from "./common-passwords.ts";
import { deviceLabel } from "./device-label.ts";
import { hashPassword, verifyPassword } from "./password-hasher.ts";

/**
 * A signed-in viewer's security: a new password (the current one required; every other session
 * ends, this device stays signed in) and the list of their sessions, any of which they may end.
 */
export function createAccountSecurityService({
  auth,
  repo,
  clock,
}: {
  auth: Auth;
  repo: AccountsRepository;
  clock: Clock;
}) {
  /** The id of the session the request carries (better-auth reads the cookie). */
  async function currentSessionId(headers: Headers): Promise<string | null> {
    const session = await auth.api.getSession({ headers });
    return session?.session.id ?? null;
  }

  return {
    async changePassword(userId: string, headers: Headers, body: ChangePasswordBody) {
      const hash = await repo.passwordHashOf(userId);
      // 400, not 401: the viewer is signed in; only the password they typed is wrong.
      if (!hash || !(await verifyPassword({ hash, password: body.currentPassword }))) {
        throw new HttpError(400, "auth/wrong-password", AUTH_ERRORS["auth/wrong-password"].message);
      }
      if (isCommonPassword(body.newPassword)) throw authError("auth/weak-password");
      await repo.setPasswordHash(userId, await hashPassword(body.newPassword), clock.now());
      return {
        endedSessions: await repo.deleteOtherSessions(userId, await currentSessionId(headers)),
      };
    },

    async sessions(userId: string, headers: Headers): Promise<SessionsResponse> {
      const [rows, current] = await Promise.all([
        repo.sessionsOf(userId, clock.now()),
        currentSessionId(headers),
      ]);
      const list = rows.map((row) => ({
        id: row.id,
        current: row.id === current,
        device: deviceLabel(row.userAgent),
        signedInAt: row.createdAt.toISOString(),
        lastActiveAt: row.updatedAt.toISOString(),
      }));
      // This device first, then the most recently active.
      return { sessions: [...list.filter((s) => s.current), ...list.filter((s) => !s.current)] };
    },

    async endSession(userId: string, sessionId: string): Promise<void> {
      if (!(await repo.deleteSession(userId, sessionId))) {
        throw notFound("session/not-found", "That session has already ended.");
      }
    },

    async endOtherSessions(userId: string, headers: Headers): Promise<number> {
      return repo.deleteOtherSessions(userId, await currentSessionId(headers));
    },
  };
}

export type AccountSecurityService = ReturnType<typeof createAccountSecurityService>;
