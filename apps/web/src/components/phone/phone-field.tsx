import { useI18n } from "../../lib/i18n/use-i18n.ts";
import "@mantine/core/styles/Input.css";
import { NativeSelect, Stack, TextInput } from "@mantine/core";
import type { CountryCode } from "libphonenumber-js/min";
import { memo } from "react";
import { countryOptions, examplePhone } from "./phone.ts";

export interface PhoneFieldProps {
  country: CountryCode;
  number: string;
  error?: string;
  onCountryChange: (country: CountryCode) => void;
  onNumberChange: (number: string) => void;
}

/**
 * Country picker (calling code) and the number; the form turns both into E.164. The picker has
 * the full width (no country name is cut), and the number's placeholder and hint are an example
 * from the picked country. Memoised: the picker has ~245 options and should not re-render on
 * every keystroke elsewhere in the form.
 */
export const PhoneField = memo(function PhoneField({
  country,
  number,
  error,
  onCountryChange,
  onNumberChange,
}: PhoneFieldProps) {
  const options = countryOptions();
  const example = examplePhone(country);
  const i18n = useI18n();
  return (
    <Stack gap="xs">
      <NativeSelect
        label={i18n._({ id: "phone.country", message: "Country" })}
        name="country"
        autoComplete="tel-country-code"
        data={options}
        value={country}
        onChange={(e) => {
          onCountryChange(e.currentTarget.value as CountryCode);
        }}
      />
      <TextInput
        label={i18n._({ id: "phone.number", message: "Phone number" })}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder={example?.national}
        description={
          example
            ? i18n._({
                id: "phone.example",
                message: "For example {number}",
                values: { number: example.international },
              })
            : undefined
        }
        required
        value={number}
        error={error}
        onChange={(e) => {
          onNumberChange(e.currentTarget.value);
        }}
      />
    </Stack>
  );
});
