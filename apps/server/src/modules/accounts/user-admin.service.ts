import type {
  AdminUser,
  AdminUserDetail,
  AdminUserList,
  UpdateAdminUserBody,
  UserAdminFilter,
} from "@tazama/contracts";
import type { Clock } from "../../lib/clock.ts";
import { HttpError } from "../../lib/http-error.ts";
import type { AuditContext } from "../audit/audit.public.ts";
import type { AccountsRepository } from "./accounts.repository.ts";
import { deviceLabel } from "./device-label.ts";
import { type UserAdminRepository, toAdminUser } from "./user-admin.repository.ts";

const notFound = () => new HttpError(404, "users/not-found", "There is no such user.");
const selfChange = () =>
  new HttpError(
    409,
    "users/self-change",
    "You cannot disable yourself or take away your own admin role; ask another admin.",
  );
const lastAdmin = () =>
  new HttpError(409, "users/last-admin", "This is the last admin: make another admin first.");
const disabledUser = () =>
  new HttpError(409, "users/disabled", "This account is disabled: enable it first.");

export interface UserAdminDeps {
  repo: UserAdminRepository;
  accounts: Pick<AccountsRepository, "sessionsOf">;
  clock: Clock;
  sendPasswordReset: (email: string) => Promise<void>;
}

/** The console's people pages (issue 18); every change is audited in its own transaction. */
export function createUserAdminService({
  repo,
  accounts,
  clock,
  sendPasswordReset,
}: UserAdminDeps) {
  return {
    async list(filter: UserAdminFilter): Promise<AdminUserList> {
      const { users: rows, total } = await repo.list(filter);
      return { users: rows, total, page: filter.page, pageSize: filter.pageSize };
    },

    async detail(id: string): Promise<AdminUserDetail> {
      const row = await repo.find(id);
      if (!row) throw notFound();
      const [live, hasPassword] = await Promise.all([
        accounts.sessionsOf(id, clock.now()),
        repo.hasPassword(id),
      ]);
      return {
        user: toAdminUser(row),
        hasPassword,
        sessions: live.map((s) => ({
          id: s.id,
          device: deviceLabel(s.userAgent),
          createdAt: s.createdAt.toISOString(),
          lastActiveAt: s.updatedAt.toISOString(),
        })),
      };
    },

    /**
     * Disables or enables an account (disabling ends every session in the same transaction) or
     * changes its role. An admin cannot lock themselves out, nor leave the site without an
     * enabled admin.
     */
    async update(audit: AuditContext, id: string, change: UpdateAdminUserBody): Promise<AdminUser> {
      const actorId = audit.admin.id;
      return repo.transaction(async (tx) => {
        const { admins, row } = await repo.lockAdminsAnd(tx, id);
        if (!row) throw notFound();
        const losesAdmin =
          row.role === "admin" &&
          !row.disabled &&
          (change.disabled === true || (change.role !== undefined && change.role !== "admin"));
        if (losesAdmin && id === actorId) throw selfChange();
        if (losesAdmin && admins.every((admin) => admin === id)) throw lastAdmin();
        const before = { role: row.role, disabled: row.disabled };
        const after = { role: change.role ?? row.role, disabled: change.disabled ?? row.disabled };
        const now = clock.now();
        const updated = await repo.setStaffState(tx, id, after, now);
        if (after.disabled && !before.disabled) await repo.endSessions(tx, id);
        // One entry per change: named for the state when it changes (with the role, if that
        // changed too), else for the role.
        const fields = (["disabled", "role"] as const).filter((f) => before[f] !== after[f]);
        if (fields.length > 0) {
          const pick = (state: typeof before) =>
            Object.fromEntries(fields.map((field) => [field, state[field]]));
          await audit.record(
            {
              action:
                before.disabled === after.disabled
                  ? "user.role"
                  : after.disabled
                    ? "user.disable"
                    : "user.enable",
              target: { type: "user", id },
              before: pick(before),
              after: pick(after),
            },
            tx,
          );
        }
        return toAdminUser(updated);
      });
    },

    /** Mails the user a password reset link (the same mail as "Forgot password?"). */
    async passwordReset(audit: AuditContext, id: string): Promise<void> {
      const row = await repo.find(id);
      if (!row) throw notFound();
      if (row.disabled) throw disabledUser();
      await sendPasswordReset(row.email);
      await audit.record({ action: "user.password-reset", target: { type: "user", id } });
    },
  };
}
export type UserAdminService = ReturnType<typeof createUserAdminService>;
