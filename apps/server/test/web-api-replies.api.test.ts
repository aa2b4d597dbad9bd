import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { apiReplies } from "./api-replies.ts";
import { getTestApp } from "./harness.ts";

// The web tests fake our API at the fetch boundary and check each fake reply against the API's
// own reply schemas (apps/web/src/test/fake-api.ts). Their copy of those schemas is generated
// from the OpenAPI document: this test fails when it is out of date, and writes it afresh with
// UPDATE_API_REPLIES=1 (`npm run api:replies`).
const COPY = path.resolve(import.meta.dirname, "../../web/src/test/api-replies.generated.json");

it("the web tests' copy of the API's reply schemas is the API's", async () => {
  const t = await getTestApp();
  const res = await t.app.inject({ url: "/api/docs/json" });
  expect(res.statusCode).toBe(200);
  const now = `${JSON.stringify(apiReplies(res.json()))}\n`;
  if (process.env.UPDATE_API_REPLIES === "1") writeFileSync(COPY, now);
  const kept = readFileSync(COPY, "utf8");
  expect(
    kept === now,
    "apps/web/src/test/api-replies.generated.json is out of date: run `npm run api:replies`",
  ).toBe(true);
  expect(Object.keys(JSON.parse(kept) as object).length).toBeGreaterThan(150);
});
