import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FavouriteItem, FavouriteToggleResult, Favourites } from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";
import { favouritesKey } from "./get-favourites.ts";

/**
 * What a card or page knows about a title or a whole series (then `ref` is its first episode):
 * enough to show it in My List before the answer.
 */
export type ListedTitle = Omit<FavouriteItem, "addedAt" | "kind"> & {
  kind?: FavouriteItem["kind"];
};

/** Whether My List holds this title (or this whole series). */
export function isListed(items: readonly FavouriteItem[] | undefined, title: ListedTitle): boolean {
  const kind = title.kind ?? "title";
  return items?.some((i) => i.ref === title.ref && i.kind === kind) ?? false;
}

/** `POST /api/v1/users/favourites/toggle`: the state wanted, so a retry lands on the same state. */
export function setInList(title: ListedTitle, inList: boolean) {
  return request<FavouriteToggleResult>({
    method: "POST",
    path: "/api/v1/users/favourites/toggle",
    body: {
      ref: title.ref,
      inList,
      ...(title.kind === "series" ? { scope: "series" } : {}),
    },
  });
}

/**
 * Puts a title in My List or takes it out at once (optimistic): the list changes before the
 * server answers and goes back as it was if the server refuses.
 */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ title, inList }: { title: ListedTitle; inList: boolean }) =>
      setInList(title, inList),
    onMutate: async ({ title, inList }) => {
      await queryClient.cancelQueries({ queryKey: favouritesKey });
      const before = queryClient.getQueryData<Favourites>(favouritesKey);
      const kind = title.kind ?? "title";
      const others = (before?.items ?? []).filter((i) => i.ref !== title.ref || i.kind !== kind);
      queryClient.setQueryData<Favourites>(favouritesKey, {
        items: inList ? [{ ...title, kind, addedAt: new Date().toISOString() }, ...others] : others,
      });
      return { before };
    },
    onError: (_error, _vars, context) => {
      queryClient.setQueryData(favouritesKey, context?.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouritesKey }),
  });
}
