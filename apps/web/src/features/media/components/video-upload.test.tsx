import { act, screen } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import type { UploadOptions } from "tus-js-client";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { VideoUpload } from "./video-upload.tsx";

const FAST = { delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never } as const;

// tus at its edge: the test plays the library's callbacks as a dropped connection makes them.
const tus = vi.hoisted(() => ({ options: null as UploadOptions | null }));
vi.mock("tus-js-client", () => ({
  DetailedError: class DetailedError extends Error {},
  Upload: class Upload {
    constructor(_file: File, options: UploadOptions) {
      tus.options = options;
    }
    findPreviousUploads() {
      return Promise.resolve([]);
    }
    resumeFromPreviousUpload() {}
    start() {}
    abort() {
      return Promise.resolve();
    }
  },
}));

describe("VideoUpload", () => {
  it("while the connection is down, shows what the server has, not 0 (issue 42 §12)", async () => {
    renderWithProviders(<VideoUpload titleRef="kings-of-lagos" onUploaded={() => undefined} />);
    const user = userEvent.setup(FAST);
    const total = 5_800_000;
    const file = new File([new Uint8Array(total)], "film.mp4", { type: "video/mp4" });
    await user.upload(screen.getByTestId("video-file"), file);
    await vi.waitFor(() => {
      expect(tus.options).not.toBeNull();
    });
    const options = tus.options!;
    act(() => {
      // Two chunks on the server (40 %), then part of a third before the connection drops.
      options.onProgress?.(1_160_000, total);
      options.onChunkComplete?.(1_160_000, 1_160_000, total);
      options.onProgress?.(2_320_000, total);
      options.onChunkComplete?.(1_160_000, 2_320_000, total);
      options.onProgress?.(2_900_000, total);
    });
    expect(screen.getByTestId("upload-percent").textContent).toBe("50% · 2.9 MB of 5.8 MB");
    act(() => {
      const dropped = Object.assign(new Error("network"), { originalResponse: null });
      options.onShouldRetry?.(dropped as never, 0, options);
    });
    expect(screen.getByText("Connection lost: trying again (attempt 1)…")).toBeTruthy();
    expect(screen.getByTestId("upload-percent").textContent).toBe("40% · 2.3 MB of 5.8 MB");
  });
});
