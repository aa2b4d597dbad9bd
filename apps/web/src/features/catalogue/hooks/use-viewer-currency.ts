import type { Currency } from "@tazama/contracts";
import { useState } from "react";
import { useRequestEnv } from "../../../lib/request-env.ts";
import { viewerCurrency } from "../lib/viewer-currency.ts";

/** The viewer's currency, read once from the `location` cookie and the browser's languages. */
export function useViewerCurrency(): Currency {
  const env = useRequestEnv();
  const [currency] = useState(() => viewerCurrency(env()));
  return currency;
}
