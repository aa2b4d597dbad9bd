import examples from "libphonenumber-js/examples.mobile.json";
import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  getExampleNumber,
  parsePhoneNumberFromString,
} from "libphonenumber-js/min";

export interface CountryOption {
  value: CountryCode;
  label: string;
}

/** Countries listed first in the picker: the markets Tazama serves. */
const PREFERRED: readonly CountryCode[] = ["NG", "KE", "GH", "ZA", "UG", "TZ", "RW"];
export const FALLBACK_COUNTRY: CountryCode = "NG";

function isCountry(value: string): value is CountryCode {
  return (getCountries() as string[]).includes(value);
}

/** The region of a locale ("en-NG" → "NG") when it is a country we can dial; else the fallback. */
export function countryFromLocale(locale: string | null | undefined): CountryCode {
  const region = locale
    ?.split(/[-_]/)
    .slice(1)
    .find((tag) => /^[A-Za-z]{2}$/.test(tag))
    ?.toUpperCase();
  return region && isCountry(region) ? region : FALLBACK_COUNTRY;
}

/**
 * Every country as "+234 Nigeria" (the calling code first, so a narrow picker still shows it),
 * Tazama's markets first, then by name in `displayLocale`.
 */
const optionsCache = new Map<string, CountryOption[]>();

export function countryOptions(displayLocale = "en"): CountryOption[] {
  const cached = optionsCache.get(displayLocale);
  if (cached) return cached;
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([displayLocale, "en"], { type: "region" });
  } catch {
    names = null;
  }
  const option = (code: CountryCode): CountryOption => ({
    value: code,
    label: `+${getCountryCallingCode(code)} ${names?.of(code) ?? code}`,
  });
  const rest = getCountries()
    .filter((code) => !PREFERRED.includes(code))
    .map((code) => ({ code, name: names?.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ code }) => option(code));
  const options = [...PREFERRED.map(option), ...rest];
  optionsCache.set(displayLocale, options);
  return options;
}

/**
 * The E.164 form of what someone typed: a national number read in `country`, or an international
 * one starting with "+". Null when it is not a possible number.
 */
export function toE164(input: string, country: CountryCode): string | null {
  const trimmed = input.trim();
  if (!/\d/.test(trimmed)) return null;
  const parsed = parsePhoneNumberFromString(trimmed, country);
  if (!parsed?.isPossible()) return null;
  return parsed.number;
}

/**
 * A mobile number of `country` as people there write it, for the field's placeholder and hint:
 * national ("0802 123 4567") and international ("+234 802 123 4567"). Null when none is known.
 */
export function examplePhone(
  country: CountryCode,
): { national: string; international: string } | null {
  const example = getExampleNumber(country, examples);
  if (!example) return null;
  return { national: example.formatNational(), international: example.formatInternational() };
}
