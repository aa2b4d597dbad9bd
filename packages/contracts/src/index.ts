export * from "./accounts.ts";
export * from "./catalogue.ts";
export * from "./errors.ts";
export * from "./events.ts";
export * from "./money.ts";
export * from "./naming.ts";
export * from "./registrations.ts";
export * from "./routes.ts";
