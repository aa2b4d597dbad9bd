import type { PartyServerMessage } from "@tazama/contracts";

/** A clock and a timer queue a test moves by hand (nothing sleeps). */
export function fakeTime(start = 1_000_000) {
  let now = start;
  let tasks: { at: number; task: () => void }[] = [];
  return {
    now: () => now,
    schedule: (ms: number, task: () => void) => {
      tasks.push({ at: now + ms, task });
    },
    /** Moves the clock on, running the timers that fall due on the way. */
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = tasks.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        tasks = tasks.filter((t) => t !== due);
        now = Math.max(now, due.at);
        due.task();
      }
      now = until;
    },
  };
}

/** What one member's socket received. */
export function inbox() {
  const received: PartyServerMessage[] = [];
  return {
    received,
    socket: { send: (text: string) => received.push(JSON.parse(text) as PartyServerMessage) },
    rooms: () => received.filter((m) => m.type === "room"),
    timelines: () => received.filter((m) => m.type === "timeline"),
    lastRoom() {
      const last = received.findLast((m) => m.type === "room");
      return last?.type === "room" ? last.room : null;
    },
  };
}
