import "@mantine/core/styles/Loader.css";
import { Anchor, Loader, Stack, Text } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { useI18n } from "../../lib/i18n/use-i18n.ts";

/** The id in `/admin/<section>/<id>` (the console's one route has a splat). */
export function useDetailId(): string {
  return (useParams()["*"] ?? "").split("/")[1] ?? "";
}

/** A console detail page: a way back to its list, then loading, the refusal, or the thing. */
export function DetailFrame<T>({
  back,
  query,
  children,
}: {
  back: { to: string; label: string };
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const i18n = useI18n();
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={back.to} size="sm">
        ← {back.label}
      </Anchor>
      {query.isPending ? (
        <Loader aria-label={i18n._({ id: "admin.loading", message: "Loading" })} />
      ) : query.isError ? (
        <Text c="red.4" role="alert">
          {query.error.message}
        </Text>
      ) : (
        children(query.data)
      )}
    </Stack>
  );
}
