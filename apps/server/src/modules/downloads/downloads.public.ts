// What other modules may use of downloads (ADR 0022): whether a licence left for a device.
export { lastLicences, licensedSince } from "./licence-records.ts";
