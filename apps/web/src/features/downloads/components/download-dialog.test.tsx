import type { StreamRendition } from "@tazama/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OPUS_IN_MP4, forgetAv1Answers } from "../../../lib/codec-support.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { startDownload } from "../lib/start-download.ts";
import { DownloadDialog } from "./download-dialog.tsx";

vi.mock("../lib/start-download.ts", () => ({ startDownload: vi.fn(() => Promise.resolve()) }));

const rendition = (
  name: string,
  height: number,
  codecs: string,
  bytesTotal: number,
): StreamRendition => ({
  name,
  height,
  codecs,
  bandwidth: 100_000,
  averageBandwidth: 80_000,
  bytesTotal,
});

/**
 * As the download options list them: each H.264 rung counted with the AAC audio (1 MB here), the
 * audio-only renditions, the Opus one (400 kB) with the Opus master in the folder (ADR 0083).
 */
const renditions = [
  rendition("audio", 0, "mp4a.40.2", 1_000_000),
  { ...rendition("opus", 0, "opus", 400_000), opusMaster: true },
  rendition("144p", 144, "avc1.4d400c,mp4a.40.2", 5_200_000),
  rendition("360p", 360, "avc1.4d401e,mp4a.40.2", 12_000_000),
];

/** A phone or a desktop, whose MediaSource plays Opus in fMP4 and which decodes no AV1. */
function device(phone: boolean) {
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query: string) => ({ matches: phone && query === "(pointer: coarse)" }) as MediaQueryList,
  );
  vi.stubGlobal("MediaSource", { isTypeSupported: (type: string) => type === OPUS_IN_MP4 });
}

function open(list: readonly StreamRendition[] = renditions) {
  renderWithProviders(
    <DownloadDialog
      contentRef="kano-dawn"
      title="Kano Dawn"
      renditions={list}
      opened
      onClose={() => undefined}
    />,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(startDownload).mockClear();
  forgetAv1Answers();
});

describe("the download dialog's sizes (issue 43: the bytes the device fetches)", () => {
  it("counts each rung with the Opus audio on a phone that streams the Opus master, and keeps it so", async () => {
    device(true);
    open();
    // 5.2 MB with AAC: 4.2 MB of video, and 400 kB of Opus instead of 1 MB of AAC.
    expect(await screen.findByText("144p · 4.6 MB")).toBeTruthy();
    expect(screen.getByText("360p · 11 MB")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Download 4.6 MB" }));
    await waitFor(() => {
      expect(startDownload).toHaveBeenCalledWith("kano-dawn", "144p", {
        wifiOnly: true,
        startHour: null,
        opus: true,
      });
    });
  });

  it("counts them with AAC on a desktop", async () => {
    device(false);
    open();
    expect(await screen.findByText("144p · 5.2 MB")).toBeTruthy();
    expect(screen.getByText("360p · 12 MB")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Download 5.2 MB" }));
    await waitFor(() => {
      expect(startDownload).toHaveBeenCalledWith("kano-dawn", "144p", {
        wifiOnly: true,
        startHour: null,
        opus: false,
      });
    });
  });

  it("counts them with AAC on a phone when the folder has no Opus master", async () => {
    device(true);
    open(renditions.map((r) => ({ ...r, opusMaster: undefined })));
    expect(await screen.findByText("144p · 5.2 MB")).toBeTruthy();
  });
});
