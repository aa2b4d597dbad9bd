import { type ReactNode, createContext, useContext } from "react";
import type { PosterCardData } from "../lib/cards.ts";

/** What a card shows over its poster's corner (My List for a signed-in viewer), or nothing. */
export type CardAction = (card: PosterCardData) => ReactNode;

const CardActionContext = createContext<CardAction | null>(null);

/** The app layer decides what cards offer (features do not import each other). */
export function CardActionProvider({
  action,
  children,
}: {
  action: CardAction | null;
  children: ReactNode;
}) {
  return <CardActionContext.Provider value={action}>{children}</CardActionContext.Provider>;
}

export function useCardAction(): CardAction | null {
  return useContext(CardActionContext);
}
