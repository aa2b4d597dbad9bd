import { createHash, randomBytes } from "node:crypto";
import type { SubmissionDetails, SubmissionStatus } from "@tazama/contracts";
import type { Db } from "../client.ts";
import { submissions } from "../schema/index.ts";

interface DemoSubmission {
  reference: string;
  status: Exclude<SubmissionStatus, "draft">;
  daysAgo: number;
  note?: string;
  details: Omit<SubmissionDetails, "rightsAttested" | "contactEmail"> & { contact: string };
}

/** Films sent by (invented) filmmakers, one at each step of triage. */
const DEMO: readonly DemoSubmission[] = [
  {
    reference: "TZ-SUB-DEMA2B",
    status: "received",
    daysAgo: 1,
    details: {
      title: "The Salt Road to Agadez",
      kind: "movie",
      year: 2025,
      runtimeMinutes: 102,
      languages: ["Hausa", "French"],
      country: "Niger",
      shortSynopsis: "Two brothers drive a salt truck across the desert to pay a debt.",
      longSynopsis:
        "When their father's debt comes due, two estranged brothers take his salt truck across the Ténéré, where the road decides who they are.",
      credits: "Director: Moussa Issoufou. With Ibrahim Sani, Hadiza Garba.",
      genres: ["Drama", "Epic"],
      screenerUrl: "https://vimeo.com/demo-salt-road",
      rightsHolder: "Sahel Lumière",
      territories: ["Worldwide"],
      contactName: "Moussa Issoufou",
      contact: "moussa",
    },
  },
  {
    reference: "TZ-SUB-DEMC3D",
    status: "in_review",
    daysAgo: 6,
    details: {
      title: "Matatu Queens",
      kind: "series",
      year: 2024,
      runtimeMinutes: 26,
      languages: ["Swahili", "Sheng", "English"],
      country: "Kenya",
      shortSynopsis: "Three women run the loudest matatu on the Nairobi–Thika road.",
      longSynopsis:
        "Eight episodes with the crew of Queen B, a graffiti-covered matatu, its driver, its conductor and the mechanic who keeps it alive.",
      credits: "Created by Wambui Njoroge. With Achieng Otieno, Nyokabi Kariuki.",
      genres: ["Comedy", "Drama"],
      screenerUrl: "https://vimeo.com/demo-matatu-queens",
      rightsHolder: "Kibanda Films",
      territories: ["East Africa", "South Africa"],
      contactName: "Wambui Njoroge",
      contact: "wambui",
    },
  },
  {
    reference: "TZ-SUB-DEME4F",
    status: "accepted",
    daysAgo: 21,
    note: "We would like to open the new year with it.",
    details: {
      title: "Kente for the Bride",
      kind: "movie",
      year: 2024,
      runtimeMinutes: 88,
      languages: ["Twi", "English"],
      country: "Ghana",
      shortSynopsis: "A weaver has a week to finish the cloth for her rival's wedding.",
      longSynopsis:
        "In Bonwire, the best weaver in town is asked to make the kente for the wedding of the man she once meant to marry.",
      credits: "Director: Akosua Mensah. With Efua Boateng, Kwame Asante.",
      genres: ["Romance", "Comedy"],
      screenerUrl: "https://vimeo.com/demo-kente-bride",
      rightsHolder: "Ananse Pictures",
      territories: ["Worldwide"],
      contactName: "Akosua Mensah",
      contact: "akosua",
    },
  },
  {
    reference: "TZ-SUB-DEMG5H",
    status: "declined",
    daysAgo: 30,
    note: "The screener link had expired and we could not reach you; send it again any time.",
    details: {
      title: "Night Shift at Baragwanath",
      kind: "movie",
      year: 2023,
      runtimeMinutes: 97,
      languages: ["Zulu", "English"],
      country: "South Africa",
      shortSynopsis: "One night in the busiest emergency ward in Africa.",
      longSynopsis: "A junior doctor's first night shift, told in real time.",
      credits: "Director: Sipho Dlamini.",
      genres: ["Drama", "Thriller"],
      screenerUrl: "https://vimeo.com/demo-baragwanath",
      rightsHolder: "Sipho Dlamini",
      territories: ["Worldwide"],
      contactName: "Sipho Dlamini",
      contact: "sipho",
    },
  },
];

/**
 * Demo filmmaker submissions (development only): one at each step, so the triage API (and the
 * admin console later) shows something to a newcomer. Nobody holds their edit keys. Idempotent.
 */
export async function seedDemoSubmissions(db: Db, now: Date): Promise<{ inserted: number }> {
  const rows = DEMO.map((s) => {
    const at = new Date(now.getTime() - s.daysAgo * 86_400_000);
    const { contact, ...details } = s.details;
    const contactEmail = `${contact}@filmmakers.demo.tazama.invalid`;
    return {
      reference: s.reference,
      editTokenHash: createHash("sha256").update(randomBytes(32)).digest("hex"),
      status: s.status,
      details: { ...details, rightsAttested: true, contactEmail },
      title: details.title,
      contactEmail,
      note: s.note ?? null,
      createdAt: at,
      updatedAt: at,
      submittedAt: at,
    };
  });
  const inserted = await db
    .insert(submissions)
    .values(rows)
    .onConflictDoNothing({ target: submissions.reference })
    .returning({ id: submissions.id });
  return { inserted: inserted.length };
}
