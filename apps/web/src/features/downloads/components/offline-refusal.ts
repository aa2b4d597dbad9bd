import type { DownloadRevocation } from "@tazama/contracts";
import type { I18n } from "../../../lib/i18n/i18n.ts";
import type { OfflineRefusal } from "../lib/offline-playback.ts";

/** Why the server revoked a download, as its row says it ("Refunded"). */
export function revocationLabel(i18n: I18n, reason: DownloadRevocation): string {
  switch (reason) {
    case "refunded":
      return i18n._({ id: "downloads.revoked.refunded", message: "Refunded" });
    case "account-closed":
      return i18n._({ id: "downloads.revoked.closed", message: "This account was closed" });
    case "account-disabled":
      return i18n._({ id: "downloads.revoked.disabled", message: "This account was disabled" });
    case "device-removed":
      return i18n._({
        id: "downloads.revoked.device",
        message: "This device was removed from the account",
      });
    case "removed":
      return i18n._({ id: "downloads.revoked.removed", message: "Removed from the account" });
  }
}

/** Why a download does not play here, in the viewer's language. */
export function refusalMessage(i18n: I18n, refusal: OfflineRefusal): string {
  switch (refusal) {
    case "expired":
      return i18n._({
        id: "downloads.refused.expired",
        message: "This download's licence has expired. Connect to the internet to renew it.",
      });
    case "rental":
      return i18n._({ id: "downloads.refused.rental", message: "Your rental has ended." });
    case "clock":
      return i18n._({
        id: "downloads.refused.clock",
        message:
          "This device's clock is behind the last time Tazama was used here. Set the right time, or connect to the internet to check this download.",
      });
    case "invalid":
      return i18n._({
        id: "downloads.refused.invalid",
        message: "This download cannot be checked. Remove it and download it again.",
      });
    case "missing":
      return i18n._({
        id: "downloads.refused.missing",
        message: "This download is not on this device.",
      });
    case "unfinished":
      return i18n._({
        id: "downloads.refused.unfinished",
        message: "This download has not finished yet.",
      });
    case "other-account":
      return i18n._({
        id: "downloads.refused.other-account",
        message: "This download belongs to another account on this device.",
      });
    case "locked":
      return i18n._({
        id: "downloads.refused.locked",
        message: "Sign in to your account, with a connection, to play this download again.",
      });
    default:
      return i18n._({
        id: "downloads.refused.revoked",
        message: "This download was withdrawn: {reason}.",
        values: { reason: revocationLabel(i18n, refusal) },
      });
  }
}
