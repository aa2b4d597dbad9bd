import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { HydrationSlice } from "./hydration-slice.tsx";

function Page({ onClick }: { onClick: () => void }) {
  return (
    <article>
      <h1>Oshodi Overtime</h1>
      <HydrationSlice>
        <button type="button" onClick={onClick}>
          Share
        </button>
      </HydrationSlice>
    </article>
  );
}

describe("HydrationSlice", () => {
  it("draws its children as the server did, adds nothing, and hydrates them", async () => {
    const html = renderToString(<Page onClick={() => undefined} />);
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const button = container.querySelector("button");
    const onClick = vi.fn();
    const errors = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Page onClick={onClick} />, { onRecoverableError: errors });
    });
    // The server's own nodes are kept (not drawn afresh), and the slice's handlers are live.
    expect(container.querySelector("button")).toBe(button);
    expect(container.textContent).toBe("Oshodi OvertimeShare");
    button?.click();
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });
});
