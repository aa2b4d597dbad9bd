import { createHash, randomBytes, randomUUID } from "node:crypto";
import { type ImportStatus, type Language, languageOf, ORG_IMPORT_RULES } from "@tazama/contracts";
import type { Db } from "@tazama/db";
import type { CountryCode } from "libphonenumber-js";
import type { Leases } from "../../jobs/leases.ts";
import type { Clock } from "../../lib/clock.ts";
import { HttpError, notFound } from "../../lib/http-error.ts";
import type { OutgoingMail, PersonRow } from "../accounts/accounts.public.ts";
import { readMemberCsv } from "./import-rows.ts";
import { requireOrgAdmin } from "./org-admin.ts";
import { inviteMail, inviteSms } from "./invite-mail.ts";
import type { ImportRowStatus, OrganisationsRepository } from "./organisations.repository.ts";
import { problemOf } from "./row-problems.ts";

const DAY = 24 * 60 * 60 * 1000;
/**
 * How long an upload may hold its user's import lock: a 2 MB file on a slow phone network takes
 * minutes to arrive; the lock is let go as soon as the dry run is answered, so this only bounds
 * what a process that died while holding it leaves behind.
 */
export const IMPORT_LOCK_MS = 5 * 60_000;
/** The processes' lock holder names: this one, and one upload in it. */
const PROCESS = randomUUID();
const BATCH = 500;
/** How long a run is this process's without a batch done (a batch takes seconds). */
const CLAIM_MS = 2 * 60_000;
const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

export interface MemberImportsDeps {
  db: Db;
  /** One process at a time per import run (task leases with this instance as holder). */
  claims: Pick<Leases, "take" | "renew" | "release">;
  repo: OrganisationsRepository;
  clock: Clock;
  publicUrl: string;
  accounts: {
    ensureUsers(
      people: PersonRow[],
      now: Date,
    ): Promise<Map<string, { id: string; created: boolean }>>;
    setPasswordLinks(userIds: string[], ttlMs: number, now: Date): Promise<Map<string, string>>;
  };
  mail: { send(mail: OutgoingMail): Promise<void> };
  sms: { send(to: string, text: string): Promise<void> } | null;
  /** The importing admin's country: local numbers ("0712…") are read in it. */
  countryOf: (userId: string) => Promise<CountryCode>;
  log: (message: string) => void;
}

/**
 * Organisations and bulk accounts (issue 17): a CSV is read and checked into a dry run; once an
 * admin confirms, a run creates (email) or links (existing) accounts in batches, sends each new
 * member a set-password mail — or, with only a phone, an SMS invitation to join — and records
 * every row's outcome. Everything is keyed by row: a run that stops resumes where it was, and a
 * re-upload finds the people already members (nothing is created twice).
 */
export function createMemberImports(deps: MemberImportsDeps) {
  const { repo, clock } = deps;
  const requireAdmin = (orgId: string, userId: string) => requireOrgAdmin(deps.db, orgId, userId);

  async function status(orgId: string, importId: string): Promise<ImportStatus> {
    const row = await repo.import(orgId, importId);
    if (!row) throw notFound("org/import-not-found", "No such upload.");
    const counts = await repo.countsOf(importId);
    const n = (s: ImportRowStatus) => counts.get(s) ?? 0;
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    return {
      id: row.id,
      status: row.status,
      fileName: row.fileName,
      totals: {
        rows: total,
        toCreate: n("new"),
        toLink: n("existing"),
        alreadyMembers: n("member"),
        invalid: n("invalid"),
        duplicates: n("duplicate"),
      },
      results: {
        created: n("created"),
        linked: n("linked"),
        invited: n("invited"),
        failed: n("failed"),
      },
      problems: (await repo.problems(importId)).map((p) => ({
        line: p.line,
        reason: p.reason ?? "",
        kind: p.status as "invalid" | "duplicate" | "failed",
        ...problemOf(p.reason ?? ""),
      })),
    };
  }

  /** Creates or links one batch of rows still to do; false when none was left. */
  async function createBatch(orgId: string, importId: string): Promise<boolean> {
    const rows = await repo.rowsTo(importId, ["new", "existing"], BATCH);
    if (rows.length === 0) return false;
    const now = clock.now();
    const withEmail = rows.filter((r) => r.email);
    const accounts = await deps.accounts.ensureUsers(
      withEmail.map((r) => ({ name: r.name, email: r.email!, phone: r.phone })),
      now,
    );
    const known = await repo.known(
      orgId,
      [],
      rows.filter((r) => !r.email && r.phone).map((r) => r.phone!),
    );
    await repo.settleRows(
      orgId,
      importId,
      rows.map((r) => {
        if (r.email) {
          const account = accounts.get(r.email);
          if (!account)
            return {
              line: r.line,
              status: "failed",
              userId: null,
              reason: "The account could not be made.",
            };
          return {
            line: r.line,
            status: account.created ? "created" : "linked",
            userId: account.id,
            reason: null,
          };
        }
        const user = known.get(`p:${r.phone!}`);
        if (user) return { line: r.line, status: "linked", userId: user.userId, reason: null };
        return { line: r.line, status: "invited", userId: null, reason: null };
      }),
      now,
    );
    return true;
  }

  /** Sends one batch of invitations not sent yet; false when none was left. */
  async function notifyBatch(
    orgName: string,
    importId: string,
    language: Language,
  ): Promise<boolean> {
    const rows = await repo.rowsTo(importId, ["created", "invited"], BATCH, true);
    if (rows.length === 0) return false;
    const now = clock.now();
    const ttl = ORG_IMPORT_RULES.inviteDays * DAY;
    const created = rows.filter((r) => r.status === "created" && r.userId);
    const links = await deps.accounts.setPasswordLinks(
      created.map((r) => r.userId!),
      ttl,
      now,
    );
    for (const row of rows) {
      try {
        if (row.status === "created") {
          if (!(await repo.claimNotified(importId, row.line, now))) continue;
          await deps.mail.send(
            inviteMail(
              { org: orgName, name: row.name, email: row.email!, link: links.get(row.userId!)! },
              language,
            ),
          );
        } else if (deps.sms && row.phone) {
          const token = randomBytes(24).toString("base64url");
          const invite = { tokenHash: sha256(token), expiresAt: new Date(now.getTime() + ttl) };
          if (!(await repo.claimNotified(importId, row.line, now, invite))) continue;
          await deps.sms.send(
            row.phone,
            inviteSms({ org: orgName, link: `${deps.publicUrl}/org?invite=${token}` }, language),
          );
        } else {
          // No SMS here: the invitation waits in the list.
          await repo.claimNotified(importId, row.line, now);
        }
      } catch (error) {
        deps.log(`invitation not sent (line ${row.line}): ${(error as Error).message}`);
      }
    }
    return true;
  }

  /** Decodes, reads and checks a member CSV, and stores its dry run (nothing else is written). */
  async function dryRun(
    orgId: string,
    userId: string,
    fileName: string,
    bytes: Buffer,
  ): Promise<ImportStatus> {
    let text: string;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      throw new HttpError(
        400,
        "org/csv-unreadable",
        "Save the file as CSV UTF-8 and upload it again.",
      );
    }
    const read = await readMemberCsv(text, await deps.countryOf(userId));
    if ("error" in read) {
      throw new HttpError(read.code === "org/csv-too-many-rows" ? 413 : 400, read.code, read.error);
    }
    const fresh = read.rows.filter((r) => r.status === "new");
    const known = await repo.known(
      orgId,
      fresh.flatMap((r) => (r.email ? [r.email] : [])),
      fresh.flatMap((r) => (!r.email && r.phone ? [r.phone] : [])),
    );
    const invited = await repo.invitedPhones(orgId);
    const rows = read.rows.map((r) => {
      if (r.status !== "new") return r;
      // Invited by SMS before: not twice.
      if (!r.email && r.phone && invited.has(r.phone)) return { ...r, status: "member" as const };
      const match = known.get(r.email ? `e:${r.email}` : `p:${r.phone!}`);
      if (!match) return r;
      return {
        ...r,
        status: match.member ? ("member" as const) : ("existing" as const),
        userId: match.userId,
      };
    });
    const created = await repo.insertImport(
      {
        orgId,
        createdBy: userId,
        fileName: fileName.slice(0, 200),
        status: "preview",
        createdAt: clock.now(),
      },
      rows,
    );
    return status(orgId, created.id);
  }

  let draining: Promise<void> | null = null;

  /** Works every running import to the end (one at a time in this process). */
  /**
   * Works one run to the end, if no other process is working it (the API's drain on confirm and
   * a worker's minute timer would otherwise take the same rows: accounts counted "linked" that
   * the other had just created, invitations sent twice). The claim is renewed batch by batch.
   */
  async function work(run: { id: string; orgId: string; createdBy: string | null }) {
    const claim = `member-import:${run.id}`;
    if (!(await deps.claims.take(claim, CLAIM_MS))) return;
    const stillMine = () => deps.claims.renew(claim, CLAIM_MS);
    try {
      const org = await repo.org(run.orgId);
      // Invitations speak the language of the admin who sent them.
      const language =
        (run.createdBy ? languageOf(await repo.localeOf(run.createdBy)) : null) ?? "en";
      while (await createBatch(run.orgId, run.id)) if (!(await stillMine())) return;
      while (await notifyBatch(org?.name ?? "Your organisation", run.id, language)) {
        if (!(await stillMine())) return;
      }
      await repo.finish(run.id, clock.now());
    } finally {
      await deps.claims.release(claim);
    }
  }

  async function drain(): Promise<void> {
    draining ??= (async () => {
      try {
        for (const run of await repo.running()) await work(run);
      } finally {
        draining = null;
      }
    })();
    return draining;
  }

  return {
    drain,

    status: async (orgId: string, userId: string, importId: string) => {
      await requireAdmin(orgId, userId);
      return status(orgId, importId);
    },

    /**
     * The dry run of an uploaded member CSV. `read` receives the upload (the route's multipart
     * reader): it runs only once this user's import lock is held, so one user has one upload
     * read and checked at a time, on every API process (a second gets 409 `org/import-busy`).
     */
    async preview(
      orgId: string,
      userId: string,
      read: () => Promise<{ fileName: string; bytes: Buffer }>,
    ): Promise<ImportStatus> {
      await requireAdmin(orgId, userId);
      const holder = `${PROCESS}:${randomUUID()}`;
      const now = clock.now();
      const until = new Date(now.getTime() + IMPORT_LOCK_MS);
      if (!(await repo.takeImportLock(userId, holder, now, until))) {
        throw new HttpError(
          409,
          "org/import-busy",
          "Another file of yours is still being checked. Wait until it is done, then upload again.",
        );
      }
      try {
        const { fileName, bytes } = await read();
        return await dryRun(orgId, userId, fileName, bytes);
      } finally {
        await repo.releaseImportLock(userId, holder);
      }
    },

    /** `users/createMultipleAccounts`: the admin confirms a dry run; the run starts. */
    async confirm(orgId: string, userId: string, importId: string): Promise<ImportStatus> {
      await requireAdmin(orgId, userId);
      const row = await repo.import(orgId, importId);
      if (!row) throw notFound("org/import-not-found", "No such upload.");
      if (!(await repo.start(importId)) && row.status === "done") {
        throw new HttpError(
          409,
          "org/import-done",
          "This upload was already run. Upload the file again to add new people.",
        );
      }
      void drain().catch((error: unknown) => {
        deps.log(`member import stopped: ${(error as Error).message}`);
      });
      return status(orgId, importId);
    },
  };
}
