import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { act } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useHydrated } from "./use-hydrated.ts";

/** Shows data the server render did not have (as a fetched query would), guarded or not. */
function Late({ guarded }: { guarded: boolean }) {
  const hydrated = useHydrated();
  return guarded && !hydrated ? null : <b>from the browser</b>;
}

/** Hydrates the server's markup of `server` with `client`; the recoverable errors React reports. */
async function hydrate(server: React.ReactNode, client: React.ReactNode) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(server);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, client, { onRecoverableError: (error) => errors.push(error) });
  });
  return { html: container.innerHTML, errors };
}

describe("useHydrated", () => {
  it("keeps the server's markup through hydration, then shows the browser's data", async () => {
    const server = (
      <p>
        <i>title</i>
      </p>
    );
    const client = (
      <p>
        <i>title</i>
        <Late guarded />
      </p>
    );
    expect(await hydrate(server, client)).toEqual({
      html: "<p><i>title</i><b>from the browser</b></p>",
      errors: [],
    });
  });

  it("is what stands between such data and a hydration error", async () => {
    // React's development build also logs the mismatch: expected here, not a test failure.
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { errors } = await hydrate(
      <p>
        <i>title</i>
      </p>,
      <p>
        <i>title</i>
        <Late guarded={false} />
      </p>,
    );
    logged.mockRestore();
    expect(errors.length).toBeGreaterThan(0);
  });

  it("is true at once in a render that hydrates nothing", () => {
    expect(renderToString(<Late guarded />)).toBe("");
  });
});
