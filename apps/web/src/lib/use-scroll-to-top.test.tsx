import { act, render } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useNavigate } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useScrollToTop } from "./use-scroll-to-top.ts";

let go: ReturnType<typeof useNavigate>;
function Page() {
  useScrollToTop();
  go = useNavigate();
  return null;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("useScrollToTop", () => {
  it("scrolls to the top on a followed link, not on the first page nor on back", () => {
    const scroll = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={["/view/a"]}>
        <Routes>
          <Route path="*" element={<Page />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(scroll).not.toHaveBeenCalled();
    act(() => {
      void go("/people/b");
    });
    expect(scroll).toHaveBeenCalledTimes(1);
    act(() => {
      void go(-1);
    });
    expect(scroll).toHaveBeenCalledTimes(1);
  });
});
