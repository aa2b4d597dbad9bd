import { act, fireEvent } from "@testing-library/react";
import type { ReactElement } from "react";
import { Route, Routes, useParams } from "react-router";
import { vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";

function ViewRef() {
  const { ref } = useParams();
  return <p>Viewing {ref}</p>;
}

/** Renders `ui` beside a router outlet that prints the ref of `/view/:ref`. */
export function renderWithViewRoute(ui: ReactElement) {
  return renderWithProviders(
    <>
      {ui}
      <Routes>
        <Route path="/view/:ref" element={<ViewRef />} />
        <Route path="*" element={<p>Home page</p>} />
      </Routes>
    </>,
  );
}

/** Types `value` into `input` as one change, like a paste or the last keystroke. */
export function typeInto(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

/** Lets fake time pass (debounce, transitions) inside act. */
export function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}
