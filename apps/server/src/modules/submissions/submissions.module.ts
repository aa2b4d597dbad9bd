import path from "node:path";
import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import type { ModuleOptions } from "../../lib/module-options.ts";
import { createDraftTitle, titleRefById } from "../catalogue/catalogue.public.ts";
import { bucketFiles, folderFiles } from "./submission-files.ts";
import { createSubmissionsAdminService } from "./submissions-admin.service.ts";
import { submissionsAdminRoutes } from "./submissions-admin.routes.ts";
import { createSubmissionsRepository } from "./submissions.repository.ts";
import { submissionsRoutes } from "./submissions.routes.ts";
import { createSubmissionsService } from "./submissions.service.ts";

/**
 * Filmmaker submissions (`add/contentForm/`) and their triage under /api/v1/admin/submissions.
 * Their files are kept in DATA_DIR/submissions, or in the media bucket when there is one.
 */
const submissionsModule: FastifyPluginAsync<ModuleOptions> = async (
  app,
  { config, database, clock },
) => {
  const repo = createSubmissionsRepository(database.db);
  const files =
    app.storage.kind === "s3"
      ? bucketFiles(app.storage)
      : folderFiles(path.join(config.dataDir, "submissions"));
  const sendMail = (mail: Parameters<typeof app.mail.send>[0]) => app.mail.send(mail);
  await app.register(submissionsRoutes, {
    service: createSubmissionsService({
      repo,
      clock,
      files,
      publicUrl: config.publicUrl,
      sendMail,
    }),
  });
  await app.register(submissionsAdminRoutes, {
    service: createSubmissionsAdminService({
      repo,
      clock,
      files,
      publicUrl: config.publicUrl,
      sendMail,
      createDraftTitle: (input) => createDraftTitle(database.db, input),
      titleRefById: (id) => titleRefById(database.db, id),
      log: app.log,
    }),
  });
};

export default fp(submissionsModule, {
  name: "submissions",
  dependencies: ["accounts", "audit", "catalogue", "storage"],
});
