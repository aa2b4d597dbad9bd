import { type Database, EVENTS, demoArtwork, seedCatalogue, seedDemoVouchers } from "@tazama/db";
import { renderArtwork } from "./modules/artwork/render-artwork.ts";

/**
 * Seeds the demo catalogue, draws any artwork that is missing and — outside production
 * (`vouchers`) — adds the newcomer's voucher codes (KARIBU-NGN, KARIBU-KES, …). Safe to run on
 * every start.
 */
export async function seedDemo(
  database: Database,
  uploadsDir: string,
  log: { info: (details: object, message: string) => void },
  options: { vouchers: boolean },
): Promise<void> {
  const started = performance.now();
  const result = await seedCatalogue(database.db);
  const vouchers = options.vouchers ? await seedDemoVouchers(database.db) : { inserted: 0 };
  const eventArt = EVENTS.map((e) => ({
    ref: e.artwork.replace(/_land\.jpg$/, ""),
    title: e.title,
    tagline: "",
    genre: "Event",
  }));
  const art = await renderArtwork([...demoArtwork(), ...eventArt], uploadsDir);
  log.info(
    {
      seeded: result.seeded,
      titles: result.titles,
      vouchersAdded: vouchers.inserted,
      artworkWritten: art.written,
      ms: Math.round(performance.now() - started),
    },
    result.seeded ? "demo catalogue seeded" : "demo catalogue present",
  );
}
