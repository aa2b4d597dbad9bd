export * from "./catalogue.ts";
export * from "./registrations.ts";
