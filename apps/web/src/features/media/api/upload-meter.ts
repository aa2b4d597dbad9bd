import { type I18n, sourceI18n } from "../../../lib/i18n/i18n.ts";

/** Bytes per request of a resumable upload: a twentieth of the file, within 256 KiB–16 MiB. */
export function chunkSizeFor(bytes: number): number {
  return Math.min(16 * 1024 * 1024, Math.max(256 * 1024, Math.ceil(bytes / 20)));
}

export interface UploadReading {
  sent: number;
  total: number;
  /** Bytes per second over the last few seconds; null until two readings apart in time. */
  speed: number | null;
  /** Seconds left at that speed; null while the speed is unknown. */
  secondsLeft: number | null;
}

/**
 * Speed and time left from progress events: bytes over the last `windowMs` (a moving window,
 * so a stall shows at once and an old burst does not linger).
 */
export function createUploadMeter(windowMs = 5_000) {
  let samples: { at: number; sent: number }[] = [];
  return {
    read(sent: number, total: number, at: number): UploadReading {
      // A resume may start below the last reading (bytes not kept by the server): start over.
      if (samples.length > 0 && sent < samples[samples.length - 1]!.sent) samples = [];
      samples.push({ at, sent });
      // The window's readings, anchored on the last one before it (so a stall reads as 0).
      const inside = samples.findIndex((s) => at - s.at <= windowMs);
      samples = samples.slice(Math.max(0, inside - 1));
      const first = samples[0]!;
      const elapsed = (at - first.at) / 1000;
      const speed = elapsed > 0 ? (sent - first.sent) / elapsed : null;
      const secondsLeft = speed && speed > 0 ? Math.ceil((total - sent) / speed) : null;
      return { sent, total, speed, secondsLeft };
    },
    reset() {
      samples = [];
    },
  };
}

/** 75 → "1 min 15 s"; 3,700 → "1 h 2 min". */
export function formatSecondsLeft(seconds: number, i18n: I18n = sourceI18n): string {
  if (seconds < 60) {
    return i18n._({ id: "media.duration.seconds", message: "{seconds} s", values: { seconds } });
  }
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) {
    return i18n._({
      id: "media.duration.minutes-seconds",
      message: "{minutes} min {seconds} s",
      values: { minutes, seconds: seconds % 60 },
    });
  }
  return i18n._({
    id: "media.duration.hours-minutes",
    message: "{hours} h {minutes} min",
    values: { hours: Math.floor(minutes / 60), minutes: minutes % 60 },
  });
}
