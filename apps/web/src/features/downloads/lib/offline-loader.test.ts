import type { LoaderConfiguration, LoaderContext, LoaderOnError, LoaderOnSuccess } from "hls.js";
import { describe, expect, it, vi } from "vitest";
import { offlineLoader } from "./offline-loader.ts";

const base = "http://localhost/offline/d1/";
const files: Record<string, string> = {
  "master.m3u8": "#EXTM3U\n",
  "v144/seg_00001.m4s": "\u0001\u0002\u0003",
};
const read = (path: string) =>
  Promise.resolve(
    files[path] === undefined ? undefined : new TextEncoder().encode(files[path]).buffer,
  );

function load(url: string, responseType: string) {
  const Loader = offlineLoader(base, read);
  const loader = new Loader({} as never);
  const callbacks = {
    onSuccess: vi.fn<LoaderOnSuccess<LoaderContext>>(),
    onError: vi.fn<LoaderOnError<LoaderContext>>(),
    onTimeout: vi.fn(),
  };
  const context = { url, responseType, type: "manifest" } as unknown as LoaderContext;
  loader.load(context, {} as LoaderConfiguration, callbacks);
  return { callbacks, loader };
}

describe("offlineLoader", () => {
  it("answers playlists as text and segments as bytes from the device", async () => {
    const playlist = load(`${base}master.m3u8`, "");
    await vi.waitFor(() => {
      expect(playlist.callbacks.onSuccess).toHaveBeenCalled();
    });
    expect(playlist.callbacks.onSuccess.mock.calls[0]![0]).toEqual({
      url: `${base}master.m3u8`,
      data: "#EXTM3U\n",
    });
    const segment = load(`${base}v144/seg_00001.m4s`, "arraybuffer");
    await vi.waitFor(() => {
      expect(segment.callbacks.onSuccess).toHaveBeenCalled();
    });
    const [response, stats] = segment.callbacks.onSuccess.mock.calls[0]!;
    expect(new Uint8Array(response.data as ArrayBuffer)).toEqual(new Uint8Array([1, 2, 3]));
    expect(stats).toMatchObject({ loaded: 3, total: 3 });
  });

  it("answers 404 for a file it does not hold and for any other URL, never the network", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const missing = load(`${base}v144/seg_00009.m4s`, "arraybuffer");
    const elsewhere = load("http://localhost/media/x/master.m3u8", "");
    await vi.waitFor(() => {
      expect(elsewhere.callbacks.onError).toHaveBeenCalled();
    });
    await vi.waitFor(() => {
      expect(missing.callbacks.onError).toHaveBeenCalled();
    });
    expect(missing.callbacks.onError.mock.calls[0]![0]).toEqual({
      code: 404,
      text: "Not in this download",
    });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("says nothing after an abort", async () => {
    const { callbacks, loader } = load(`${base}master.m3u8`, "");
    loader.abort();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(callbacks.onSuccess).not.toHaveBeenCalled();
  });
});
