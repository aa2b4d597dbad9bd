// bench/imports (issue 39, item 6): does a member CSV of 1,000,000 empty rows (1.9 MB, under the
// 2 MB limit) hold the whole server? One server (embedded database, no demo seed) with a viewer
// who made an organisation. For --rounds rounds, in turn:
//  (a) baseline: GET /readyz sent every --every ms for --seconds, nothing else happening;
//  (b) the file uploaded to the member import while GET /readyz is sent every --every ms, from the
//      upload's start until --tail ms after it answers.
// Each /readyz's wait (sent → answered) is a sample; requests are sent on a timer, not one after
// another, so a blocked event loop shows as the waits of every request sent meanwhile.
// Targets (the budget): the upload answers 4xx within 1 s; /readyz waits at most 100 ms
// during it. Also printed: the waits against the baseline of the same run (ratios).
// --baseline <dir>: the same against another checkout (the code before the fix), its rounds
// interleaved with this one's (as bench:start): `bash bench/imports/checkout-at.sh <commit> DIR`
// makes one from git with this checkout's installed packages.
//   npm run bench:imports [-- --rounds 5 --baseline /tmp/tazama-old]
// Exits 1 when this checkout misses a target.
import { loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { type AppServer, serverReady, startAppServer } from "../lib/app-server.ts";
import { median, percentile } from "../lib/bench-database.ts";

const TARGETS = { answerMs: 1000, readyzMaxMs: 100 };
const { values } = parseArgs({
  options: {
    port: { type: "string", default: "4330" },
    rounds: { type: "string", default: "5" },
    seconds: { type: "string", default: "3" },
    every: { type: "string", default: "10" },
    tail: { type: "string", default: "500" },
    rows: { type: "string", default: "1000000" },
    baseline: { type: "string" },
  },
});
const every = Number(values.every);
const FILE = Buffer.from(`name,email\n${",\n".repeat(Number(values.rows))}`);

interface Target {
  label: string;
  server: AppServer;
  cookie: string;
  orgId: string;
  baseline: number[];
  during: number[];
  answers: number[];
  statuses: string[];
}

/** Sends GET /readyz every `every` ms until `stop` settles (then `tail` ms more); each wait. */
async function readyzWaits(origin: string, stop: Promise<unknown>, tail = 0): Promise<number[]> {
  const waits: number[] = [];
  const inFlight: Promise<void>[] = [];
  const timer = setInterval(() => {
    const sent = performance.now();
    inFlight.push(
      fetch(`${origin}/readyz`).then(
        async (response) => {
          await response.arrayBuffer();
          waits.push(performance.now() - sent);
        },
        () => {
          waits.push(Number.POSITIVE_INFINITY);
        },
      ),
    );
  }, every);
  await stop.catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, tail));
  clearInterval(timer);
  await Promise.all(inFlight);
  return waits;
}

async function signUpWithOrg(server: AppServer, label: string) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const signUp = await fetch(`${server.origin}/api/v1/users/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name: `Import bench ${label}`,
      email: `imports.${stamp}@example.com`,
      phone_number: `+2547${stamp.slice(-8)}`,
      password: "import-bench-2026",
      affiliateCodeUsed: null,
      source: "tazama-web",
    }),
  });
  if (signUp.status !== 201) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const org = await fetch(`${server.origin}/api/v1/orgs`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ name: "Bench School", kind: "school" }),
  });
  if (org.status !== 201) throw new Error(`organisation: ${org.status} ${await org.text()}`);
  return { cookie, orgId: ((await org.json()) as { id: string }).id };
}

async function uploadOnce(target: Target) {
  const form = new FormData();
  form.append("file", new Blob([FILE], { type: "text/csv" }), "members.csv");
  const sent = performance.now();
  const answer = fetch(`${target.server.origin}/api/v1/orgs/${target.orgId}/imports`, {
    method: "POST",
    headers: { cookie: target.cookie },
    body: form,
  }).then(async (response) => {
    const body = (await response.json()) as { error?: { code: string } };
    target.answers.push(performance.now() - sent);
    target.statuses.push(`${response.status} ${body.error?.code ?? ""}`.trim());
  });
  target.during.push(...(await readyzWaits(target.server.origin, answer, Number(values.tail))));
  await answer;
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
const ms = (n: number) => (Number.isFinite(n) ? `${Math.round(n)} ms` : "failed");
const ratio = (a: number, b: number) => `${(a / b).toFixed(1)}×`;

const port = Number(values.port);
const checkouts = [
  { label: "this checkout", root: undefined, data: "/tmp/tazama-bench-imports" },
  ...(values.baseline
    ? [
        {
          label: `baseline (${values.baseline})`,
          root: path.resolve(values.baseline),
          data: "/tmp/tazama-bench-imports-baseline",
        },
      ]
    : []),
];
const targets: Target[] = [];
try {
  for (const [i, checkout] of checkouts.entries()) {
    const server = startAppServer({
      port: String(port + i),
      dataDir: checkout.data,
      freshDatabase: true,
      root: checkout.root,
      env: { SEED_DEMO: "false", DEMO_MEDIA: "false" },
    });
    targets.push({
      label: checkout.label,
      server,
      cookie: "",
      orgId: "",
      baseline: [],
      during: [],
      answers: [],
      statuses: [],
    });
  }
  for (const target of targets) {
    await serverReady(target.server, 180_000);
    Object.assign(target, await signUpWithOrg(target.server, target.label));
  }
  console.log(
    `file: ${Number(values.rows).toLocaleString("en")} empty rows, ${(FILE.length / 1024 / 1024).toFixed(2)} MiB; load ${load()}`,
  );
  for (let round = 1; round <= Number(values.rounds); round += 1) {
    for (const target of targets) {
      const quiet = new Promise((resolve) => setTimeout(resolve, Number(values.seconds) * 1000));
      target.baseline.push(...(await readyzWaits(target.server.origin, quiet)));
      await uploadOnce(target);
      console.log(
        `round ${round}, ${target.label}: answered ${ms(target.answers.at(-1)!)} (${target.statuses.at(-1)})`,
      );
    }
  }
} finally {
  for (const target of targets) target.server.stop();
}

let missed = false;
for (const t of targets) {
  const base = median(t.baseline);
  console.log(`\n${t.label}`);
  console.log(
    `  /readyz, nothing else: median ${ms(base)}, p95 ${ms(percentile(t.baseline, 95))}, max ${ms(Math.max(...t.baseline))} (${t.baseline.length} samples)`,
  );
  console.log(
    `  /readyz during the upload: median ${ms(median(t.during))} (${ratio(median(t.during), base)}), p95 ${ms(percentile(t.during, 95))}, max ${ms(Math.max(...t.during))} (${t.during.length} samples)`,
  );
  console.log(
    `  upload answered: median ${ms(median(t.answers))}, max ${ms(Math.max(...t.answers))}; ${[...new Set(t.statuses)].join(", ")}`,
  );
  if (t === targets[0]) {
    missed =
      Math.max(...t.answers) > TARGETS.answerMs ||
      Math.max(...t.during) > TARGETS.readyzMaxMs ||
      t.statuses.some((s) => !/^4\d\d/.test(s));
  }
}
console.log(`\nload at the end: ${load()}`);
console.log(
  `\ntargets (this checkout): the upload answers 4xx within ${TARGETS.answerMs} ms; /readyz waits at most ${TARGETS.readyzMaxMs} ms meanwhile${missed ? " — MISSED" : " — met"}`,
);
process.exit(missed ? 1 : 0);
