import { fireEvent, render, screen } from "@testing-library/react";
import { Link, MemoryRouter, Route, Routes, useNavigate } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useScrollToTop } from "./use-scroll-to-top.ts";

function Page() {
  useScrollToTop();
  const navigate = useNavigate();
  return (
    <>
      <Link to="/people/b">Next page</Link>
      <button
        type="button"
        onClick={() => {
          void navigate(-1);
        }}
      >
        Back
      </button>
    </>
  );
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
    fireEvent.click(screen.getByRole("link", { name: "Next page" }));
    expect(scroll).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(scroll).toHaveBeenCalledTimes(1);
  });
});
