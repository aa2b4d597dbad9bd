import type {
  HlsConfig,
  Loader,
  LoaderCallbacks,
  LoaderConfiguration,
  LoaderContext,
  LoaderStats,
} from "hls.js";

/** The bytes of a file of a download by its path under the master playlist; undefined: none. */
export type ReadOfflineFile = (path: string) => Promise<ArrayBuffer | undefined>;

function freshStats(): LoaderStats {
  const timing = { start: 0, first: 0, end: 0 };
  return {
    aborted: false,
    loaded: 0,
    retry: 0,
    total: 0,
    chunkCount: 0,
    bwEstimate: 0,
    loading: { ...timing },
    parsing: { start: 0, end: 0 },
    buffering: { ...timing },
  };
}

/**
 * An hls.js loader that answers every request under `base` (playlists, the key, segments) from
 * this device's copy of a download: nothing goes to the network. Anything else is a 404.
 */
export function offlineLoader(base: string, read: ReadOfflineFile): HlsConfig["loader"] {
  return class OfflineLoader implements Loader<LoaderContext> {
    context: LoaderContext | null = null;
    stats: LoaderStats = freshStats();
    private done = false;

    load(
      context: LoaderContext,
      _config: LoaderConfiguration,
      callbacks: LoaderCallbacks<LoaderContext>,
    ): void {
      this.context = context;
      this.stats = freshStats();
      this.stats.loading.start = performance.now();
      const url = context.url.split(/[?#]/)[0]!;
      const path = url.startsWith(base) ? url.slice(base.length) : null;
      void (path === null ? Promise.resolve(undefined) : read(path)).then(
        (data) => {
          this.finish(context, callbacks, data);
        },
        () => {
          this.finish(context, callbacks, undefined);
        },
      );
    }

    private finish(
      context: LoaderContext,
      callbacks: LoaderCallbacks<LoaderContext>,
      data: ArrayBuffer | undefined,
    ) {
      if (this.done || this.stats.aborted) return;
      this.done = true;
      const now = performance.now();
      Object.assign(this.stats.loading, { first: now, end: now });
      if (!data) {
        callbacks.onError({ code: 404, text: "Not in this download" }, context, null, this.stats);
        return;
      }
      this.stats.loaded = this.stats.total = data.byteLength;
      const payload =
        context.responseType === "arraybuffer" ? data : new TextDecoder().decode(data);
      callbacks.onSuccess({ url: context.url, data: payload }, this.stats, context, null);
    }

    abort(): void {
      this.stats.aborted = true;
    }

    destroy(): void {
      this.abort();
      this.context = null;
    }
  };
}
