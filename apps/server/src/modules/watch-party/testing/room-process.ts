/**
 * An API process's rooms on their own, for the two-process bus test: joins one member (the host)
 * to the room named on the command line over PostgreSQL (TEST_DATABASE_URL), says "joined" on
 * stdout, and beats on the bus every 200 ms until it is killed.
 */
import { createPartyRooms } from "../party-rooms.ts";
import { createPostgresBus } from "../room-bus.ts";

const key = process.argv[2]!;
const fail = (error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
};
const bus = await createPostgresBus(process.env.TEST_DATABASE_URL!, fail);
const rooms = createPartyRooms({
  bus,
  now: () => Date.now(),
  schedule: (ms, task) => {
    setTimeout(task, ms);
  },
  bufferWaitMs: 10_000,
  saveTimeline: () => Promise.resolve(),
  onError: fail,
  presence: { beatMs: 200, leaseMs: 600 },
});
let told = false;
await rooms.join(
  {
    key,
    info: { kind: "party", ref: "film", title: "Film" },
    timeline: () => Promise.resolve({ playing: true, position: 0, at: Date.now() }),
  },
  { name: "Host", host: true, person: "host" },
  {
    send(text) {
      if (told || !text.includes('"type":"room"')) return;
      told = true;
      process.stdout.write("joined\n");
    },
  },
);
