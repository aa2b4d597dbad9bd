/**
 * What an admin types as a price ("2,500" or "2500.50") to integer minor units (250050), and
 * back. Every currency we sell has two decimals. Null when it is not a positive amount.
 */
export function toMinor(typed: string): number | null {
  const text = typed.replace(/[\s,]/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole = "0", fraction = ""] = text.split(".");
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return Number.isSafeInteger(minor) && minor > 0 ? minor : null;
}

/** 250050 → "2500.50"; 250000 → "2500". */
export function fromMinor(minor: number): string {
  const cents = minor % 100;
  const whole = String(Math.floor(minor / 100));
  return cents === 0 ? whole : `${whole}.${String(cents).padStart(2, "0")}`;
}
