import { PARTY_CLOSE_TOO_MANY_SOCKETS, PARTY_SOCKETS_PER_PERSON } from "@tazama/contracts";
import type { I18n } from "../../../lib/i18n/i18n.ts";

export interface RoomRefusal {
  code: string;
  message: string;
}

/**
 * Why the room closed this socket for good, in the page's language where the close code says
 * it (too many screens); otherwise the server's own word, if it sent one.
 */
export function roomRefusal(
  closeCode: number,
  fromServer: RoomRefusal | null,
  i18n: I18n,
): RoomRefusal | null {
  if (closeCode === PARTY_CLOSE_TOO_MANY_SOCKETS) {
    return {
      code: "watch-party/too-many-sockets",
      message: i18n._({
        id: "room.too-many-screens",
        message:
          "You are already in this room on {count} screens. Close one of them, then reload this page.",
        values: { count: PARTY_SOCKETS_PER_PERSON },
      }),
    };
  }
  return fromServer;
}
