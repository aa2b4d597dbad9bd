import { createReadStream } from "node:fs";
import { copyFile, mkdir, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { type ObjectStore, checkKey } from "./object-store.ts";

function missing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === "ENOENT";
}

/** The object store as a folder: a key is a path under `root` (the embedded default). */
export function createLocalStore(root: string): ObjectStore {
  const at = (key: string) => path.join(root, checkKey(key));
  return {
    kind: "local",
    async putFile(key, file) {
      await mkdir(path.dirname(at(key)), { recursive: true });
      await copyFile(file, at(key));
    },
    async put(key, body) {
      await mkdir(path.dirname(at(key)), { recursive: true });
      await writeFile(at(key), body);
    },
    async read(key) {
      try {
        return await readFile(at(key));
      } catch (error) {
        if (missing(error) || (error as NodeJS.ErrnoException).code === "EISDIR") return undefined;
        throw error;
      }
    },
    async readRange(key, start, end) {
      const info = await stat(at(key)).catch((error: unknown) => {
        if (missing(error)) return undefined;
        throw error;
      });
      if (!info?.isFile()) return undefined;
      return createReadStream(at(key), { start, end });
    },
    async size(key) {
      const info = await stat(at(key)).catch((error: unknown) => {
        if (missing(error)) return undefined;
        throw error;
      });
      return info?.isFile() ? info.size : undefined;
    },
    async list(prefix) {
      const base = at(prefix);
      const entries = await readdir(base, { recursive: true, withFileTypes: true }).catch(
        (error: unknown) => {
          if (missing(error)) return [];
          throw error;
        },
      );
      return entries
        .filter((e) => e.isFile())
        .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join("/"));
    },
    async delete(key) {
      await rm(at(key), { force: true });
    },
    async deletePrefix(prefix) {
      await rm(at(prefix), { recursive: true, force: true });
    },
  };
}
