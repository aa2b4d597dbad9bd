export * from "./client.ts";
export * as schema from "./schema/index.ts";
export { demoArtwork, episodeRef, seedCatalogue } from "./seed/seed-catalogue.ts";
export type { SeedResult } from "./seed/seed-catalogue.ts";
export { EVENTS } from "./seed/events.ts";
export { DEMO_VOUCHER_CREDIT, demoVoucherCode, seedDemoVouchers } from "./seed/demo-vouchers.ts";
export { DEMO_VIEWER_DOMAIN, seedDemoTaste } from "./seed/demo-taste.ts";
export { seedDemoRequests } from "./seed/demo-requests.ts";
export { seedDemoSubmissions } from "./seed/demo-submissions.ts";
