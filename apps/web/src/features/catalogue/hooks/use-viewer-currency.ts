import type { Currency } from "@tazama/contracts";
import { useState } from "react";
import { viewerCurrency } from "../lib/viewer-currency.ts";

/** The viewer's currency, read once from the `location` cookie and the browser's languages. */
export function useViewerCurrency(): Currency {
  const [currency] = useState(() =>
    viewerCurrency({ cookie: document.cookie, languages: navigator.languages }),
  );
  return currency;
}
