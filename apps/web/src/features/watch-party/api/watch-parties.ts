import { useMutation, useQuery } from "@tanstack/react-query";
import { WATCH_PARTY_PATHS, type WatchParty } from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";

const partyPath = (code: string) =>
  WATCH_PARTY_PATHS.party.replace(":code", encodeURIComponent(code));

/** A watch party by its code: the title, the host, and whether the caller may watch. */
export function useWatchParty(code: string) {
  return useQuery({
    queryKey: ["watch-party", code],
    queryFn: ({ signal }) => request<WatchParty>({ path: partyPath(code), signal }),
    retry: false,
  });
}

/** Starts a private watch party for a title the caller may watch. */
export function useStartWatchParty() {
  return useMutation({
    mutationFn: (ref: string) =>
      request<WatchParty>({ path: WATCH_PARTY_PATHS.parties, method: "POST", body: { ref } }),
  });
}
