import { paymentStatusSchema } from "@tazama/contracts";
import { schema } from "@tazama/db";
import { describe, expect, it } from "vitest";

describe("payment statuses", () => {
  it("are the same in the database schema and the API contract", () => {
    expect([...schema.PAYMENT_STATUSES].sort()).toEqual([...paymentStatusSchema.options].sort());
  });
});
