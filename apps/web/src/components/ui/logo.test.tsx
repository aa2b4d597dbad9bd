import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render.tsx";
import { Logo } from "./logo.tsx";

describe("Logo", () => {
  it("renders the wordmark", () => {
    renderWithProviders(<Logo />);
    expect(screen.getByText("TAZAMA")).toBeTruthy();
  });
});
