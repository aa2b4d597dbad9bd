export * from "./accounts.ts";
export * from "./catalogue.ts";
export * from "./registrations.ts";
export * from "./media.ts";
export * from "./money.ts";
export * from "./clips.ts";
export * from "./taste.ts";
export * from "./search.ts";
