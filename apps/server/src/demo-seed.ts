import {
  type Database,
  EVENTS,
  demoArtwork,
  seedCatalogue,
  seedDemoBundles,
  seedDemoCaptions,
  seedDemoCredits,
  seedDemoOrganisation,
  seedDemoPayments,
  seedDemoReferralRewards,
  seedDemoSales,
  seedDemoScreeningGroup,
  seedDemoScreenings,
  seedDemoRequests,
  seedDemoSubmissions,
  seedDemoTaste,
  seedDemoVouchers,
  seedDemoWatchParty,
} from "@tazama/db";
import type { Config } from "./config.ts";
import { drawMissingArtwork } from "./modules/images/images.public.ts";
import { seedDemoSmsAlert } from "./modules/phones/phones.public.ts";
import { seedDemoQuality } from "./modules/quality/quality.public.ts";

type SeedLog = { info: (details: object, message: string) => void };

/** For the command-line scripts (`npm run seed`, `npm run reset-demo`). */
export const consoleSeedLog: SeedLog = {
  info: (details, message) => {
    console.log(message, details);
  },
};

/**
 * Seeds the demo catalogue with its captions, casts and series bundle prices, draws any artwork that is missing and — outside production
 * — adds the newcomer's voucher codes (KARIBU-NGN, KARIBU-KES, …) and 150 demo viewers' taste
 * (finished views, thumbs: the share of up and recommendations show) and what they ask for
 * (requests with votes), a demo school with members, seats and a wallet, and films sent by
 * filmmakers at each step of triage, top-ups for the admin console to review (none credited), and
 * screenings at venues and online with some seats booked, an SMS alert, and five days of
 * playback quality. Safe to run on
 * every start.
 */
export async function seedDemo(
  database: Database,
  config: Pick<Config, "uploadsDir" | "isProduction" | "SMS_PREFIX_BUDGET_PER_HOUR">,
  log: SeedLog,
): Promise<void> {
  const started = performance.now();
  const result = await seedCatalogue(database.db);
  const captions = await seedDemoCaptions(database.db);
  const credits = await seedDemoCredits(database.db);
  const bundles = await seedDemoBundles(database.db);
  const vouchers = config.isProduction ? { inserted: 0 } : await seedDemoVouchers(database.db);
  const taste = config.isProduction
    ? { viewers: [] }
    : await seedDemoTaste(database.db, new Date());
  const requests = config.isProduction
    ? { inserted: 0 }
    : await seedDemoRequests(database.db, taste.viewers, new Date());
  const organisation = config.isProduction
    ? { inserted: false }
    : await seedDemoOrganisation(database.db, taste.viewers, new Date());
  const demoPayments = config.isProduction
    ? { inserted: 0 }
    : await seedDemoPayments(database.db, taste.viewers, new Date());
  const demoSales = config.isProduction
    ? { inserted: 0 }
    : await seedDemoSales(database.db, taste.viewers, new Date());
  const referralRewards = config.isProduction
    ? { inserted: 0 }
    : await seedDemoReferralRewards(database.db, taste.viewers);
  const demoScreenings = config.isProduction
    ? { inserted: 0 }
    : await seedDemoScreenings(database.db, taste.viewers, new Date());
  const demoGroup = config.isProduction
    ? { inserted: false }
    : await seedDemoScreeningGroup(database.db, new Date());
  const watchParty = config.isProduction
    ? { inserted: false }
    : await seedDemoWatchParty(database.db, taste.viewers, new Date());
  const filmSubmissions = config.isProduction
    ? { inserted: 0 }
    : await seedDemoSubmissions(database.db, new Date());
  const smsAlert = config.isProduction
    ? { inserted: false }
    : await seedDemoSmsAlert(database.db, new Date(), config.SMS_PREFIX_BUDGET_PER_HOUR);
  const demoQuality = config.isProduction
    ? { inserted: 0 }
    : await seedDemoQuality(database.db, new Date());
  const eventArt = EVENTS.map((e) => ({
    ref: e.artwork.replace(/_land\.jpg$/, ""),
    title: e.title,
    tagline: "",
    genre: "Event",
  }));
  // Into the uploads folder; with a media bucket, into the bucket (the app bound it), so that API
  // processes on other machines serve it too.
  const art = await drawMissingArtwork(config.uploadsDir, [...demoArtwork(), ...eventArt]);
  log.info(
    {
      seeded: result.seeded,
      titles: result.titles,
      captionsAdded: captions.inserted,
      creditsAdded: credits.inserted,
      bundlePricesAdded: bundles.inserted,
      vouchersAdded: vouchers.inserted,
      demoViewers: taste.viewers.length,
      demoRequestsAdded: requests.inserted,
      demoOrganisationAdded: organisation.inserted,
      demoSubmissionsAdded: filmSubmissions.inserted,
      demoPaymentsAdded: demoPayments.inserted,
      demoSalesAdded: demoSales.inserted,
      demoScreeningsAdded: demoScreenings.inserted,
      demoScreeningGroupAdded: demoGroup.inserted,
      demoWatchPartyAdded: watchParty.inserted,
      demoReferralRewardsAdded: referralRewards.inserted,
      demoSmsAlertAdded: smsAlert.inserted,
      demoQualityBeaconsAdded: demoQuality.inserted,
      artworkWritten: art.written,
      ms: Math.round(performance.now() - started),
    },
    result.seeded ? "demo catalogue seeded" : "demo catalogue present",
  );
}
