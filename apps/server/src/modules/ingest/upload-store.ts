import { FileStore } from "@tus/file-store";

export type StoredUpload = Parameters<FileStore["create"]>[0];

/**
 * The upload folder (tus's file store), telling the routes when tus has made or removed an
 * upload's record: the audit entry is written then, before tus answers (tus writes the answer
 * itself). Its sweep removes only unfinished uploads past their day.
 */
export class WatchedFileStore extends FileStore {
  constructor(
    options: ConstructorParameters<typeof FileStore>[0],
    private readonly watch: {
      created: (upload: StoredUpload) => Promise<void>;
      removed: (id: string) => Promise<void>;
    },
    private readonly now: () => number = Date.now,
  ) {
    super(options);
  }

  override async create(upload: StoredUpload) {
    const made = await super.create(upload);
    await this.watch.created(made);
    return made;
  }

  override async remove(id: string) {
    await super.remove(id);
    await this.watch.removed(id);
  }

  /**
   * Removes the uploads left unfinished past the expiry, and only those. tus's own sweep compares
   * the declared size with the offset it stored at creation (0, never updated as bytes arrive),
   * so it removed finished uploads too: in local mode, the very sources videos are remade from.
   * Here the offset is the file's real size.
   */
  override async deleteExpired(): Promise<number> {
    const expiry = this.getExpiration();
    if (expiry <= 0) return 0;
    const ids = (await this.configstore.list?.()) ?? [];
    let removed = 0;
    for (const id of ids) {
      const upload = await this.getUpload(id).catch(() => undefined);
      if (!upload?.creation_date || upload.offset === upload.size) continue;
      if (this.now() > Date.parse(upload.creation_date) + expiry) {
        await this.remove(id);
        removed += 1;
      }
    }
    return removed;
  }
}
