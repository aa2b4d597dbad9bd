import type { Currency } from "@tazama/contracts";
import { useState } from "react";
import { useRequestEnv } from "../../../lib/request-env.ts";
import { viewerCurrency } from "../lib/viewer-currency.ts";

/** The viewer's currency before a wallet (pricingCurrency's rule), read once from the `location` cookie. */
export function useViewerCurrency(): Currency {
  const env = useRequestEnv();
  const [currency] = useState(() => viewerCurrency(env()));
  return currency;
}
