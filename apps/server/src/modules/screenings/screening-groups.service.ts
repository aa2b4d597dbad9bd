import { randomUUID } from "node:crypto";
import {
  type BulkBookBody,
  type BulkBookResponse,
  type Currency,
  type GroupRefreshmentsBody,
  type ScreeningGroup,
  formatPrice,
} from "@tazama/contracts";
import type { Db } from "@tazama/db";
import type { Clock } from "../../lib/clock.ts";
import { HttpError } from "../../lib/http-error.ts";
import {
  type Tx,
  type TxRunner,
  type WalletRow,
  lockOrgWallet,
  moneyTransaction,
  postMovement,
} from "../ledger/ledger.public.ts";
import { freshRefCode, placeOrders, seatPrice, takeRefreshments } from "./booking-parts.ts";
import { assertOnSale } from "./bookings.service.ts";
import { mergeLines } from "./refreshment-lines.ts";
import type { GroupRow, ScreeningGroupsRepository } from "./screening-groups.repository.ts";
import type { ScreeningsRepository } from "./screenings.repository.ts";
import { type SeatChoice, claimBlock, markBooked } from "./seat-claims.ts";
import { csvTable } from "../../lib/csv.ts";
import { organisationNames, requireOrgAdmin } from "../organisations/organisations.public.ts";

const groupNotFound = () =>
  new HttpError(404, "screenings/group-not-found", "There is no such group booking.");
const walletShort = (short: number, currency: Currency) =>
  new HttpError(
    402,
    "organisations/wallet-short",
    `The organisation's wallet is short by ${formatPrice(short, currency)}. Add money to it first.`,
  );

/**
 * Bulk bookings (issue 15, `bulkscreenings`): an organisation's admin books a block of seats or
 * the whole screening, paid once from the organisation's wallet, with one ref code per member
 * (each its own booking of one seat) or one code whose every scan admits one seat; refreshments
 * for the block (`/screening/groupRefreshments/`) go to its first booking.
 */
export function createScreeningGroupsService(deps: {
  db: Db;
  repo: ScreeningsRepository;
  groups: ScreeningGroupsRepository;
  clock: Clock;
}) {
  const { db, repo, groups, clock } = deps;
  const ownTransaction: TxRunner = (work) => moneyTransaction(db, work);

  /** The organisation, when the caller is one of its admins (the organisations module's rule). */
  const adminOf = (q: Db | Tx, userId: string, orgId: string) => requireOrgAdmin(q, orgId, userId);

  /** Pays `total` from the organisation's wallet (402 with what is missing). */
  async function pay(tx: Tx, wallet: WalletRow | undefined, total: number, currency: Currency) {
    if (!wallet || wallet.balanceMinor < total) {
      throw walletShort(total - (wallet?.balanceMinor ?? 0), currency);
    }
    return wallet;
  }

  async function toGroups(q: Db | Tx, rows: GroupRow[]): Promise<ScreeningGroup[]> {
    if (rows.length === 0) return [];
    const now = clock.now();
    const screeningIds = [...new Set(rows.map((g) => g.screeningId))];
    const summaries = await repo.summaries(q, await repo.rows(screeningIds, q), now);
    const orgs = await organisationNames(q, [...new Set(rows.map((g) => g.organisationId))]);
    const bookings = await groups.bookingsOf(
      q,
      rows.map((g) => g.id),
    );
    const bookingIds = bookings.map((b) => b.id);
    const [tickets, refreshments] = await Promise.all([
      repo.ticketsOf(bookingIds, q),
      repo.refreshmentsOf(bookingIds, q),
    ]);
    return rows.map((g): ScreeningGroup => {
      const mine = bookings.filter((b) => b.groupId === g.id);
      const seats = tickets.filter((t) => mine.some((b) => b.id === t.bookingId));
      return {
        id: g.id,
        screening: summaries.find((s) => s.id === g.screeningId)!,
        organisation: orgs.find((o) => o.id === g.organisationId)!,
        codes: g.codes,
        seats: seats.map((t) => t.seatLabel),
        groupCode: g.codes === "group" ? (mine[0]?.refCode ?? null) : null,
        checkedIn: seats.filter((t) => t.checkedInAt !== null).length,
        refreshments: mergeLines(mine.map((b) => refreshments.get(b.id) ?? [])),
        amount: g.amountMinor,
        currency: g.currency,
        status: g.status,
        createdAt: g.createdAt.toISOString(),
      };
    });
  }

  /** Bookings of the block: one per seat (`members`), or one for all under one code. */
  async function issueCodes(
    tx: Tx,
    group: GroupRow,
    buyerId: string,
    labels: string[],
  ): Promise<string> {
    const blocks = group.codes === "group" ? [labels] : labels.map((label) => [label]);
    let lead: string | null = null;
    for (const seats of blocks) {
      const bookingId = randomUUID();
      await groups.insertBooking(tx, {
        id: bookingId,
        screeningId: group.screeningId,
        userId: buyerId,
        refCode: await freshRefCode(tx),
        seats: seats.length,
        amountMinor: 0,
        currency: group.currency,
        createdAt: group.createdAt,
        groupId: group.id,
        groupCode: group.codes === "group",
      });
      await markBooked(tx, group.screeningId, seats, bookingId);
      await groups.insertTickets(tx, bookingId, group.screeningId, seats);
      lead ??= bookingId;
    }
    return lead!;
  }

  return {
    async book(
      userId: string,
      body: BulkBookBody,
      inTransaction: TxRunner = ownTransaction,
    ): Promise<BulkBookResponse> {
      return inTransaction(async (tx) => {
        const now = clock.now();
        const screening = assertOnSale(await repo.row(body.screening, tx), now);
        await adminOf(tx, userId, body.organisation);
        const wallet = await lockOrgWallet(tx, body.organisation);
        const currency = wallet?.currency ?? "NGN";
        const price = await seatPrice(tx, screening.id, currency);
        const choice: SeatChoice | { count: "all" } = body.seats
          ? { seats: body.seats }
          : body.whole
            ? { count: "all" }
            : { count: body.count! };
        const labels = await claimBlock(tx, screening.id, userId, choice, now);
        const lines = await takeRefreshments(tx, screening.id, body.refreshments ?? [], currency);
        const total = price * labels.length + lines.reduce((sum, l) => sum + l.amount, 0);
        const payer = await pay(tx, wallet, total, currency);
        const group = await groups.insert(tx, {
          screeningId: screening.id,
          organisationId: body.organisation,
          buyerId: userId,
          codes: body.codes,
          seats: labels.length,
          amountMinor: total,
          currency,
          createdAt: now,
        });
        const balance = await postMovement(tx, payer, {
          amountMinor: -total,
          kind: "screening",
          reference: `screening-group:${group.id}`,
          description: `${screening.title} · ${labels.length} seats for the organisation`,
        });
        const lead = await issueCodes(tx, group, userId, labels);
        await placeOrders(tx, lead, lines, now);
        const [view] = await toGroups(tx, [group]);
        return { group: view!, balance: { amount: balance, currency } };
      });
    },

    /** Refreshments for a block, paid from the organisation's wallet, until it starts. */
    async addRefreshments(
      userId: string,
      body: GroupRefreshmentsBody,
      inTransaction: TxRunner = ownTransaction,
    ): Promise<BulkBookResponse> {
      return inTransaction(async (tx) => {
        const now = clock.now();
        const group = await groups.lock(tx, body.group);
        if (!group) throw groupNotFound();
        await adminOf(tx, userId, group.organisationId);
        if (group.status === "cancelled") {
          throw new HttpError(410, "screenings/cancelled", "This screening was cancelled.");
        }
        const screening = (await repo.row(group.screeningId, tx))!;
        if (now.getTime() >= screening.startsAt.getTime()) {
          throw new HttpError(
            409,
            "screenings/started",
            "Refreshments can be ordered until the screening starts.",
          );
        }
        const wallet = await lockOrgWallet(tx, group.organisationId);
        const lines = await takeRefreshments(tx, screening.id, body.refreshments, group.currency);
        const total = lines.reduce((sum, l) => sum + l.amount, 0);
        const payer = await pay(tx, wallet, total, group.currency);
        const balance = await postMovement(tx, payer, {
          amountMinor: -total,
          kind: "screening",
          reference: `group-refreshments:${group.id}:${randomUUID()}`,
          description: `${screening.title} · refreshments for the organisation`,
        });
        await placeOrders(tx, await groups.leadBooking(tx, group.id), lines, now);
        const updated = await groups.addToAmount(tx, group.id, total);
        const [view] = await toGroups(tx, [updated]);
        return { group: view!, balance: { amount: balance, currency: group.currency } };
      });
    },

    /** An organisation's blocks, the latest first (its admins only). */
    async list(userId: string, orgId: string): Promise<ScreeningGroup[]> {
      await adminOf(db, userId, orgId);
      return toGroups(db, await groups.ofOrganisation(orgId));
    },

    /** The codes to hand out, as CSV: one row per member code, or the group's code and uses. */
    async codesCsv(userId: string, groupId: string): Promise<{ name: string; csv: string }> {
      const group = await groups.find(groupId);
      if (!group) throw groupNotFound();
      await adminOf(db, userId, group.organisationId);
      const rows = await groups.codesOf(groupId);
      const table =
        group.codes === "group"
          ? [
              ["ref_code", "admits"],
              [rows[0]?.refCode ?? "", rows.length],
            ]
          : [["ref_code", "seat"], ...rows.map((r) => [r.refCode, r.seat])];
      return { name: `tazama-codes-${groupId.slice(0, 8)}.csv`, csv: csvTable(table) };
    },
  };
}
export type ScreeningGroupsService = ReturnType<typeof createScreeningGroupsService>;
