import { type TestUser, createTestUser, injectAs } from "./accounts.ts";
import { type TestApp, getTestApp } from "./harness.ts";

export interface AdminAndViewer {
  /** The worker's shared app and database (harness.ts). */
  t: TestApp;
  /** An admin, signed in (`admin.cookie`). */
  admin: TestUser;
  /** A plain viewer, signed in. */
  viewer: TestUser;
  /** `call(user, method, url, payload?)`: a request as `user` (null: signed out). */
  call: ReturnType<typeof injectAs>;
}

/**
 * The prelude of most admin API tests: the worker's app, a new admin (named `adminName`) and a
 * new viewer, both signed in.
 *
 *     beforeAll(async () => {
 *       ({ t, admin, viewer } = await withAdminAndViewer({ adminName: "Genre Gardener" }));
 *     });
 */
export async function withAdminAndViewer(
  options: { adminName?: string } = {},
): Promise<AdminAndViewer> {
  const t = await getTestApp();
  const [admin, viewer] = await Promise.all([
    createTestUser(t.app, t.database, {
      role: "admin",
      ...(options.adminName ? { body: { name: options.adminName } } : {}),
    }),
    createTestUser(t.app, t.database),
  ]);
  return { t, admin, viewer, call: injectAs(t.app) };
}
