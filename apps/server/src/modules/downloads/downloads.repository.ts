import { type Db, schema } from "@tazama/db";
import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";

const { downloadDevices, downloads, titles, users } = schema;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type DbOrTx = Db | Tx;

export type DeviceRow = typeof downloadDevices.$inferSelect;
export type DownloadRow = typeof downloads.$inferSelect;

const listedDownload = {
  id: downloads.id,
  deviceId: downloads.deviceId,
  ref: titles.ref,
  title: titles.title,
  images: titles.images,
  rendition: downloads.rendition,
  height: downloads.height,
  bytes: downloads.bytes,
  createdAt: downloads.createdAt,
  licenceExpiresAt: downloads.licenceExpiresAt,
};

/** Queries of devices and downloads; no rules here. */
export function createDownloadsRepository(db: Db) {
  return {
    /**
     * Runs `work` with the user's row locked: counting devices or downloads and adding one is
     * one step for concurrent requests of the same account.
     */
    async forUser<T>(userId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
        return work(tx);
      });
    },

    async activeDevices(userId: string, on: DbOrTx = db) {
      return on
        .select({
          id: downloadDevices.id,
          name: downloadDevices.name,
          createdAt: downloadDevices.createdAt,
          lastSeenAt: downloadDevices.lastSeenAt,
          downloads: sql<number>`(select count(*)::int from downloads d where d.device_id = "download_devices"."id" and d.removed_at is null)`,
        })
        .from(downloadDevices)
        .where(and(eq(downloadDevices.userId, userId), isNull(downloadDevices.removedAt)))
        .orderBy(desc(downloadDevices.lastSeenAt));
    },

    async addDevice(tx: Tx, values: typeof downloadDevices.$inferInsert): Promise<DeviceRow> {
      const [row] = await tx.insert(downloadDevices).values(values).returning();
      return row!;
    },

    async findDevice(userId: string, id: string, on: DbOrTx = db): Promise<DeviceRow | undefined> {
      const [row] = await on
        .select()
        .from(downloadDevices)
        .where(
          and(
            eq(downloadDevices.id, id),
            eq(downloadDevices.userId, userId),
            isNull(downloadDevices.removedAt),
          ),
        );
      return row;
    },

    async touchDevice(id: string, at: Date, on: DbOrTx = db): Promise<void> {
      await on.update(downloadDevices).set({ lastSeenAt: at }).where(eq(downloadDevices.id, id));
    },

    /** A new public key for the user's active device; undefined when it is not one. */
    async rekeyDevice(userId: string, id: string, publicKey: string, at: Date) {
      const [row] = await db
        .update(downloadDevices)
        .set({ publicKey, lastSeenAt: at })
        .where(
          and(
            eq(downloadDevices.id, id),
            eq(downloadDevices.userId, userId),
            isNull(downloadDevices.removedAt),
          ),
        )
        .returning({ id: downloadDevices.id });
      return row;
    },

    /** Removes a device and ends its downloads; false when it is not the user's active one. */
    async removeDevice(userId: string, id: string, at: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .update(downloadDevices)
          .set({ removedAt: at })
          .where(
            and(
              eq(downloadDevices.id, id),
              eq(downloadDevices.userId, userId),
              isNull(downloadDevices.removedAt),
            ),
          )
          .returning({ id: downloadDevices.id });
        if (removed.length === 0) return false;
        await tx
          .update(downloads)
          .set({ removedAt: at })
          .where(and(eq(downloads.deviceId, id), isNull(downloads.removedAt)));
        return true;
      });
    },

    async activeDownloads(userId: string) {
      return db
        .select(listedDownload)
        .from(downloads)
        .innerJoin(titles, eq(titles.id, downloads.titleId))
        .where(and(eq(downloads.userId, userId), isNull(downloads.removedAt)))
        .orderBy(desc(downloads.createdAt));
    },

    async findDownload(userId: string, id: string, on: DbOrTx = db) {
      const [row] = await on
        .select(listedDownload)
        .from(downloads)
        .innerJoin(titles, eq(titles.id, downloads.titleId))
        .where(
          and(eq(downloads.id, id), eq(downloads.userId, userId), isNull(downloads.removedAt)),
        );
      return row;
    },

    async countDownloads(tx: Tx, userId: string): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(downloads)
        .where(and(eq(downloads.userId, userId), isNull(downloads.removedAt)));
      return row?.n ?? 0;
    },

    /** The device's active download of a title, if it has one. */
    async findOnDevice(tx: Tx, deviceId: string, titleId: number): Promise<string | undefined> {
      const [row] = await tx
        .select({ id: downloads.id })
        .from(downloads)
        .where(
          and(
            eq(downloads.deviceId, deviceId),
            eq(downloads.titleId, titleId),
            isNull(downloads.removedAt),
          ),
        );
      return row?.id;
    },

    async addDownload(tx: Tx, values: typeof downloads.$inferInsert): Promise<string> {
      const [row] = await tx.insert(downloads).values(values).returning({ id: downloads.id });
      return row!.id;
    },

    async updateDownload(
      id: string,
      set: Partial<
        Pick<
          DownloadRow,
          "rendition" | "height" | "bytes" | "assetId" | "licenceExpiresAt" | "licensedAt"
        >
      >,
      on: DbOrTx = db,
    ): Promise<void> {
      await on.update(downloads).set(set).where(eq(downloads.id, id));
    },

    /** What decides whether these downloads' licences hold, removed ones included. */
    async licenceFacts(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: downloads.id,
          userId: downloads.userId,
          deviceId: downloads.deviceId,
          ref: titles.ref,
          removedAt: downloads.removedAt,
          deviceRemovedAt: downloadDevices.removedAt,
        })
        .from(downloads)
        .innerJoin(titles, eq(titles.id, downloads.titleId))
        .innerJoin(downloadDevices, eq(downloadDevices.id, downloads.deviceId))
        .where(inArray(downloads.id, [...ids]));
    },

    async removeDownload(userId: string, id: string, at: Date): Promise<boolean> {
      const removed = await db
        .update(downloads)
        .set({ removedAt: at })
        .where(and(eq(downloads.id, id), eq(downloads.userId, userId), isNull(downloads.removedAt)))
        .returning({ id: downloads.id });
      return removed.length > 0;
    },
  };
}

export type DownloadsRepository = ReturnType<typeof createDownloadsRepository>;
