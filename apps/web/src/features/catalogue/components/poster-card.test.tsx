import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { movieCard } from "../lib/cards.ts";
import { CardActionProvider } from "./card-action.tsx";
import { PosterCard } from "./poster-card.tsx";

const CARD = movieCard({ ref: "a", title: "Alpha", poster: "/p.jpg", year: 2024 }, "2024");

describe("PosterCard", () => {
  it("is one link when no action is provided", () => {
    renderWithProviders(<PosterCard card={CARD} sizes="200px" />);
    expect(screen.getByRole("link").getAttribute("href")).toBe("/view/a");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("puts the provided action beside the link, not inside it", () => {
    renderWithProviders(
      <CardActionProvider
        action={(card) => (card.item ? <button type="button">{card.item.ref}</button> : null)}
      >
        <PosterCard card={CARD} sizes="200px" />
        <PosterCard card={{ ...CARD, key: "s", item: undefined }} sizes="200px" />
      </CardActionProvider>,
    );
    const button = screen.getByRole("button", { name: "a" });
    expect(button.closest("a")).toBeNull();
    expect(screen.getAllByRole("button")).toHaveLength(1);
    expect(screen.getAllByRole("link")).toHaveLength(2);
  });
});
