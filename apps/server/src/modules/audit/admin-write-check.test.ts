import type { RouteOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { requireAccess } from "../../plugins/access.ts";
import { unauditedAdminWrite } from "./admin-write-check.ts";

const handler = async () => null;
const route = (method: RouteOptions["method"], url: string, more: Partial<RouteOptions> = {}) =>
  ({ method, url, handler, ...more }) as RouteOptions;

describe("the start-up check of admin writes", () => {
  it("names a write under /api/v1/admin not declared with adminRoute, in any letter case", () => {
    expect(unauditedAdminWrite(route("POST", "/api/v1/admin/things"))).toBe(
      "POST /api/v1/admin/things",
    );
    expect(unauditedAdminWrite(route("DELETE", "/API/v1/Admin/things/:id"))).toBe(
      "DELETE /API/v1/Admin/things/:id",
    );
    expect(unauditedAdminWrite(route(["HEAD", "PATCH"], "/api/v1/admin/uploads/:id"))).toBe(
      "PATCH /api/v1/admin/uploads/:id",
    );
  });

  it("names a write elsewhere guarded by a permission only admins hold, in any hook", () => {
    const guarded = (hook: "onRequest" | "preValidation" | "preHandler") =>
      unauditedAdminWrite(
        route("PUT", "/api/v1/users/lookup", { [hook]: [requireAccess("users.lookup")] }),
      );
    expect(guarded("onRequest")).toBe("PUT /api/v1/users/lookup");
    expect(guarded("preValidation")).toBe("PUT /api/v1/users/lookup");
    expect(guarded("preHandler")).toBe("PUT /api/v1/users/lookup");
  });

  it("lets reads, viewers' and ushers' writes through", () => {
    expect(unauditedAdminWrite(route("GET", "/api/v1/admin/things"))).toBeNull();
    expect(unauditedAdminWrite(route("HEAD", "/api/v1/admin/uploads/:id"))).toBeNull();
    const viewerWrite = route("POST", "/api/v1/users/buy", {
      onRequest: requireAccess("purchase.create"),
    });
    expect(unauditedAdminWrite(viewerWrite)).toBeNull();
    const doorWrite = route("POST", "/api/v1/screening/checkIn", {
      preHandler: requireAccess("screenings.checkin"),
    });
    expect(unauditedAdminWrite(doorWrite)).toBeNull();
    expect(unauditedAdminWrite(route("POST", "/api/v1/administrators"))).toBeNull();
  });
});
