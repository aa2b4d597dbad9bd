import { randomInt } from "node:crypto";
import type { AdminVoucher, AdminVoucherList, VoucherBatchBody } from "@tazama/contracts";
import { HttpError } from "../../lib/http-error.ts";
import type { VoucherAdminRepository } from "./voucher-admin.repository.ts";
import { normaliseVoucherCode } from "./vouchers.service.ts";

const PAGE = 50;
/** No 0/O, 1/I/L: a code read out over the phone is typed right. */
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const CODE_LENGTH = 8;

export function randomCode(prefix: string): string {
  let tail = "";
  for (let i = 0; i < CODE_LENGTH; i += 1) tail += ALPHABET.charAt(randomInt(ALPHABET.length));
  // Stored as redeeming normalises a typed code: upper case, no spaces or hyphens.
  return normaliseVoucherCode(`${prefix}${tail}`);
}

/** The console's vouchers: the list with each code's use, and batches of new codes. */
export function createVoucherAdminService(deps: {
  repository: VoucherAdminRepository;
  now: () => Date;
}) {
  const repo = deps.repository;
  return {
    async list(query: {
      q?: string;
      state?: AdminVoucher["state"];
      page: number;
    }): Promise<AdminVoucherList> {
      const now = deps.now();
      const { rows, total } = await repo.list(
        {
          q: query.q || undefined,
          state: query.state,
          limit: PAGE,
          offset: (query.page - 1) * PAGE,
        },
        now,
      );
      return {
        vouchers: rows.map(({ voucher: v, titleRef, titleName }) => ({
          code: v.code,
          kind: v.kind,
          credit:
            v.kind === "credit" && v.creditMinor !== null && v.creditCurrency !== null
              ? { amount: v.creditMinor, currency: v.creditCurrency }
              : null,
          title: titleRef && titleName ? { ref: titleRef, title: titleName } : null,
          maxUses: v.maxUses,
          uses: v.uses,
          state: v.uses >= v.maxUses ? "used-up" : v.expiresAt <= now ? "expired" : "active",
          expiresAt: v.expiresAt.toISOString(),
          createdAt: v.createdAt.toISOString(),
        })),
        total,
        pageSize: PAGE,
      };
    },

    /** `count` new random codes with one gift, limit and expiry (a code taken is drawn again). */
    async createBatch(body: VoucherBatchBody): Promise<string[]> {
      const expiresAt = new Date(body.expiresAt);
      if (expiresAt.getTime() <= deps.now().getTime()) {
        throw new HttpError(400, "voucher/expiry-in-past", "The expiry must be in the future.");
      }
      let titleId: number | null = null;
      if (body.ref) {
        titleId = (await repo.titleIdByRef(body.ref)) ?? null;
        if (titleId === null) {
          throw new HttpError(404, "catalogue/not-found", "This title does not exist.");
        }
      }
      const made: string[] = [];
      for (let round = 0; round < 5 && made.length < body.count; round += 1) {
        const codes = new Set<string>();
        while (codes.size < body.count - made.length) codes.add(randomCode(body.prefix));
        made.push(
          ...(await repo.insertMany(
            [...codes].map((code) => ({
              code,
              kind: body.credit ? ("credit" as const) : ("title" as const),
              creditMinor: body.credit?.amount ?? null,
              creditCurrency: body.credit?.currency ?? null,
              titleId,
              maxUses: body.maxUses,
              expiresAt,
            })),
          )),
        );
      }
      return made;
    },
  };
}

export type VoucherAdminService = ReturnType<typeof createVoucherAdminService>;
