import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type AdminEvent,
  type AdminEventList,
  type CreateEventBody,
  EVENT_ADMIN_PATHS,
  type EventArtworkResult,
  type UpdateEventBody,
} from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";
import { EVENTS_PATH, eventsQueryOptions } from "./get-events.ts";

const KEY = ["event-admin"] as const;

/** Every event, past ones too, the latest to end first (admins). */
export function useAdminEvents() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => request<AdminEventList>({ path: EVENT_ADMIN_PATHS.list, signal }),
  });
}

/** An event's picture: the file itself is the body; the answer names the stored file. */
export function useUploadEventArtwork() {
  return useMutation({
    mutationFn: (file: File) =>
      request<EventArtworkResult>({
        method: "PUT",
        path: EVENT_ADMIN_PATHS.artwork,
        body: file,
        timeoutMs: 120_000,
      }),
  });
}

function useAfterChange(onChanged?: () => unknown) {
  const queryClient = useQueryClient();
  return async () => {
    onChanged?.();
    // The browser keeps the events a minute (max-age=60): this admin sees the change at once.
    await fetch(EVENTS_PATH, { cache: "reload", credentials: "same-origin" }).catch(() => null);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: KEY }),
      queryClient.invalidateQueries({ queryKey: eventsQueryOptions.queryKey }),
    ]);
  };
}

export function useCreateEvent(onChanged?: () => unknown) {
  const afterChange = useAfterChange(onChanged);
  return useMutation({
    mutationFn: (body: CreateEventBody) =>
      request<AdminEvent>({ method: "POST", path: EVENT_ADMIN_PATHS.list, body }),
    onSuccess: afterChange,
  });
}

export function useUpdateEvent(id: number, onChanged?: () => unknown) {
  const afterChange = useAfterChange(onChanged);
  return useMutation({
    mutationFn: (body: UpdateEventBody) =>
      request<AdminEvent>({
        method: "PATCH",
        path: EVENT_ADMIN_PATHS.one.replace(":id", String(id)),
        body,
      }),
    onSuccess: afterChange,
  });
}
