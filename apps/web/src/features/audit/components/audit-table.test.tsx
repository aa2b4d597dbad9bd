import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../test/fake-api.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { AuditTable } from "./audit-table.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("AuditTable", () => {
  it("empty: says so once, with no stray 'None' under the table (issue 42 §9)", async () => {
    fakeApi({
      "GET /api/v1/admin/audit": {
        status: 200,
        body: { entries: [], total: 0, page: 1, pageSize: 10 },
      },
    });
    const { container } = renderWithProviders(<AuditTable targetId="u1" pageSize={10} />);
    expect((await screen.findAllByText("Nothing yet.")).length).toBeGreaterThan(0);
    expect(screen.queryByText("None")).toBeNull();
    expect(container.textContent).not.toMatch(/\bNone\b/);
  });
});
