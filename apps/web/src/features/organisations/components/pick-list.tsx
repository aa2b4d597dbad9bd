import "@mantine/core/styles/Stack.css";
import "@mantine/core/styles/Group.css";
import "@mantine/core/styles/Text.css";
import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/CloseButton.css";
import { Badge, Button, CloseButton, Group, Stack, Text, TextInput } from "@mantine/core";
import { useId, useState } from "react";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";

export interface PickOption {
  value: string;
  label: string;
}

const SHOWN = 6;

/**
 * Choosing several from a long list on a phone: type to find, tap to add; what is chosen shows
 * as removable badges. (A plain list and buttons: no popover to fight on a small screen.)
 */
export function PickList({
  label,
  description,
  options,
  chosen,
  onChange,
  max,
}: {
  label: string;
  description?: string;
  options: PickOption[];
  chosen: string[];
  onChange: (values: string[]) => void;
  max: number;
}) {
  const i18n = useI18n();
  const [query, setQuery] = useState("");
  const listId = useId();
  const picked = new Set(chosen);
  const needle = query.trim().toLocaleLowerCase();
  const matches = options
    .filter((o) => !picked.has(o.value) && o.label.toLocaleLowerCase().includes(needle))
    .slice(0, SHOWN);
  const full = chosen.length >= max;
  const labelOf = new Map(options.map((o) => [o.value, o.label]));
  return (
    <Stack gap={6}>
      <TextInput
        label={label}
        description={description}
        placeholder={i18n._({ id: "org.pick.placeholder", message: "Type a name" })}
        value={query}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
        }}
        aria-controls={listId}
        maw={480}
      />
      {chosen.length > 0 ? (
        <Group
          gap={6}
          aria-label={i18n._({
            id: "org.pick.chosen",
            message: "{label}: chosen",
            values: { label },
          })}
          role="list"
        >
          {chosen.map((value) => (
            <Badge
              key={value}
              role="listitem"
              variant="light"
              color="orange"
              size="lg"
              tt="none"
              rightSection={
                <CloseButton
                  size="xs"
                  aria-label={i18n._({
                    id: "org.pick.remove",
                    message: "Remove {name}",
                    values: { name: labelOf.get(value) ?? value },
                  })}
                  onClick={() => {
                    onChange(chosen.filter((v) => v !== value));
                  }}
                />
              }
            >
              {labelOf.get(value) ?? value}
            </Badge>
          ))}
        </Group>
      ) : null}
      <Group
        gap={6}
        id={listId}
        aria-label={i18n._({
          id: "org.pick.matches",
          message: "{label}: matches",
          values: { label },
        })}
        role="group"
      >
        {full ? (
          <Text size="sm" c="gray.5">
            {i18n._({
              id: "org.pick.full",
              message: "{max, plural, one {One chosen.} other {# chosen: the most here.}}",
              values: { max },
            })}
          </Text>
        ) : matches.length === 0 ? (
          <Text size="sm" c="gray.5">
            {needle
              ? i18n._({ id: "org.pick.no-match", message: "Nothing by that name." })
              : i18n._({ id: "org.pick.none-left", message: "Nothing left to choose." })}
          </Text>
        ) : (
          matches.map((o) => (
            <Button
              key={o.value}
              size="compact-sm"
              variant="default"
              radius="xl"
              aria-label={i18n._({
                id: "org.pick.add",
                message: "Add {name}",
                values: { name: o.label },
              })}
              onClick={() => {
                onChange([...chosen, o.value]);
                setQuery("");
              }}
            >
              + {o.label}
            </Button>
          ))
        )}
      </Group>
    </Stack>
  );
}
