import { Gauge } from "prom-client";
import type { MetricsRegistry } from "../metrics/metrics.public.ts";
import type { PartyRooms } from "./party-rooms.ts";

/**
 * `tazama_party_rooms_open` and `tazama_party_sockets_open`: the watch-party and online-screening
 * rooms this API process holds, and the members' sockets in them, read at each scrape.
 */
export function partyMetrics(
  registry: MetricsRegistry,
  rooms: Pick<PartyRooms, "size" | "sockets">,
) {
  new Gauge({
    name: "tazama_party_rooms_open",
    help: "Watch-party rooms open in this process",
    registers: [registry],
    collect() {
      this.set(rooms.size());
    },
  });
  new Gauge({
    name: "tazama_party_sockets_open",
    help: "Members' WebSockets open in this process's rooms",
    registers: [registry],
    collect() {
      this.set(rooms.sockets());
    },
  });
}
