// What other code may use of organisations (ADR 0022): finish the running member imports; the one
// organisation-admin rule.
export { notOrgAdmin, orgNotFound, organisationNames, requireOrgAdmin } from "./org-admin.ts";

declare module "fastify" {
  interface FastifyInstance {
    organisations: {
      /** Works every confirmed member import to the end (also the module's minute timer). */
      drainImports(): Promise<void>;
    };
  }
}
