import "@mantine/core/styles/Input.css";
import { Group, NativeSelect, TextInput } from "@mantine/core";
import type { CountryCode } from "libphonenumber-js/min";
import { memo } from "react";
import { countryOptions } from "../lib/phone.ts";

export interface PhoneFieldProps {
  country: CountryCode;
  number: string;
  error?: string;
  onCountryChange: (country: CountryCode) => void;
  onNumberChange: (number: string) => void;
}

/**
 * Country picker (calling code) and the number; the form turns both into E.164. Memoised: the
 * picker has ~245 options and should not re-render on every keystroke elsewhere in the form.
 */
export const PhoneField = memo(function PhoneField({
  country,
  number,
  error,
  onCountryChange,
  onNumberChange,
}: PhoneFieldProps) {
  const options = countryOptions();
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <NativeSelect
        label="Country"
        name="country"
        autoComplete="tel-country-code"
        data={options}
        value={country}
        onChange={(e) => {
          onCountryChange(e.currentTarget.value as CountryCode);
        }}
        w={150}
      />
      <TextInput
        label="Phone number"
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="712 345 678"
        required
        value={number}
        error={error}
        onChange={(e) => {
          onNumberChange(e.currentTarget.value);
        }}
        style={{ flex: 1 }}
      />
    </Group>
  );
});
