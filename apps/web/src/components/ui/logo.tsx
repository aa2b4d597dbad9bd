import { Text } from "@mantine/core";

export function Logo() {
  return (
    <Text component="span" fw={900} fz={26} lts={1} c="white">
      TAZAMA
      <Text component="span" c="var(--tz-accent)" inherit>
        .
      </Text>
    </Text>
  );
}
