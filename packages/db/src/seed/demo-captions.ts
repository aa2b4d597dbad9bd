import { inArray } from "drizzle-orm";
import type { Db } from "../client.ts";
import { subtitles, titles } from "../schema/index.ts";
import { demoArtwork } from "./seed-catalogue.ts";

/**
 * Captions written for the synthetic demo videos (a moving test pattern with a steady tone,
 * 30–36 s long): what a viewer hears and reads there, in English and Kiswahili.
 */
export const DEMO_CAPTIONS = [
  {
    language: "en",
    label: "English",
    vtt: `WEBVTT

00:00:00.500 --> 00:00:04.000
[A steady tone plays]

00:00:04.500 --> 00:00:09.000
This is a Tazama demo video:
a test pattern stands in for the film.

00:00:09.500 --> 00:00:15.000
Real titles bring their own captions,
uploaded by the filmmaker.

00:00:15.500 --> 00:00:21.000
Choose captions or turn them off
from the player's Subtitles menu.

00:00:21.500 --> 00:00:27.000
Your choice is remembered
for the next title you watch.

00:00:27.500 --> 00:00:30.000
[The tone fades]
`,
  },
  {
    language: "sw",
    label: "Kiswahili",
    vtt: `WEBVTT

00:00:00.500 --> 00:00:04.000
[Sauti ya mlio mmoja inasikika]

00:00:04.500 --> 00:00:09.000
Hii ni video ya majaribio ya Tazama:
picha ya majaribio inachukua nafasi ya filamu.

00:00:09.500 --> 00:00:15.000
Filamu halisi huja na manukuu yake,
yaliyopakiwa na mtengenezaji wa filamu.

00:00:15.500 --> 00:00:21.000
Chagua manukuu au uyazime
kwenye menyu ya Manukuu ya kicheza video.

00:00:21.500 --> 00:00:27.000
Chaguo lako linakumbukwa
kwa filamu inayofuata utakayotazama.

00:00:27.500 --> 00:00:30.000
[Sauti inafifia]
`,
  },
] as const;

/**
 * Gives every demo title (movies and episodes of the seed catalogue) the demo captions in each
 * language it lacks; a track an admin uploaded is never replaced. Safe on every start.
 */
export async function seedDemoCaptions(db: Db): Promise<{ inserted: number }> {
  const refs = demoArtwork().map((a) => a.ref);
  const demoTitles = await db
    .select({ id: titles.id })
    .from(titles)
    .where(inArray(titles.ref, refs));
  if (demoTitles.length === 0) return { inserted: 0 };
  const rows = demoTitles.flatMap((t) =>
    DEMO_CAPTIONS.map((c) => ({ titleId: t.id, language: c.language, label: c.label, vtt: c.vtt })),
  );
  const inserted = await db
    .insert(subtitles)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: subtitles.id });
  return { inserted: inserted.length };
}
