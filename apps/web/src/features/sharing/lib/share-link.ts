export type ShareOutcome = "shared" | "copied" | "cancelled" | "failed";

interface ShareDeps {
  share?: (data: ShareData) => Promise<void>;
  copy?: (text: string) => Promise<void>;
  /** A phone or tablet (coarse pointer): the system share sheet is what people expect there. */
  touch: boolean;
}

/**
 * Shares a link the way the device does: the system share sheet on a phone (WhatsApp, SMS, …),
 * else a copy to the clipboard. A sheet the viewer closes is "cancelled", not an error.
 */
export async function shareLink(
  data: { title: string; text: string; url: string },
  deps: ShareDeps,
): Promise<ShareOutcome> {
  if (deps.touch && deps.share) {
    try {
      await deps.share(data);
      return "shared";
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return "cancelled";
      // Refused (no gesture, not allowed here): copying still works.
    }
  }
  if (!deps.copy) return "failed";
  try {
    await deps.copy(data.url);
    return "copied";
  } catch {
    return "failed";
  }
}

/** The browser's share and clipboard, where it has them. */
export function browserShareDeps(): ShareDeps {
  const nav = navigator as Navigator & { share?: Navigator["share"] };
  return {
    share: typeof nav.share === "function" ? (data) => nav.share(data) : undefined,
    // Only on secure origins (HTTPS, localhost).
    copy: "clipboard" in navigator ? (text) => navigator.clipboard.writeText(text) : undefined,
    touch: window.matchMedia("(pointer: coarse)").matches,
  };
}
