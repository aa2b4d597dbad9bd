import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type AdminSeries,
  type AdminTitle,
  type ArtworkKind,
  type AdminTitleList,
  CATALOGUE_ADMIN_PATHS,
  type CreateTitleBody,
  type NewEpisodeBody,
  type TitleCreditsBody,
  type TitleAdminQuery,
  type TitlePricesBody,
  type UpdateSeriesBody,
  type UpdateTitleBody,
} from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";
import { toQueryString } from "../../../lib/query-string.ts";
import { CATALOGUE_PATH, catalogueQueryOptions } from "./get-catalogue.ts";

const keys = {
  all: ["title-admin"] as const,
  list: (query: TitleAdminQuery) => ["title-admin", "list", query] as const,
  one: (ref: string) => ["title-admin", "one", ref] as const,
  series: (ref: string) => ["title-admin", "series", ref] as const,
};
const seriesPath = (ref: string) =>
  CATALOGUE_ADMIN_PATHS.series.replace(":ref", encodeURIComponent(ref));
const titlePath = (ref: string) =>
  CATALOGUE_ADMIN_PATHS.title.replace(":ref", encodeURIComponent(ref));

export function useAdminTitles(query: TitleAdminQuery) {
  return useQuery({
    queryKey: keys.list(query),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      request<AdminTitleList>({
        path: `${CATALOGUE_ADMIN_PATHS.titles}${toQueryString(query)}`,
        signal,
      }),
  });
}

export function useAdminTitle(ref: string) {
  return useQuery({
    queryKey: keys.one(ref),
    queryFn: ({ signal }) => request<AdminTitle>({ path: titlePath(ref), signal }),
  });
}

/**
 * After a console change to the catalogue: this app's catalogue and the console queries under
 * `key`. The browser keeps the catalogue a minute (max-age=60): it is fetched past that cache
 * first, so this admin's next page (and its server render) agree with what was just saved.
 */
export function useCatalogueChanged(key: readonly unknown[]) {
  const queryClient = useQueryClient();
  return async () => {
    await fetch(CATALOGUE_PATH, { cache: "reload", credentials: "same-origin" }).catch(() => null);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: key }),
      queryClient.invalidateQueries({ queryKey: catalogueQueryOptions.queryKey }),
    ]);
  };
}

/** After a change: the console's lists and this app's catalogue (a publish shows at once). */
function useAfterChange(onChanged?: () => unknown) {
  const queryClient = useQueryClient();
  const catalogueChanged = useCatalogueChanged(keys.all);
  return async (saved: AdminTitle) => {
    queryClient.setQueryData(keys.one(saved.ref), saved);
    onChanged?.();
    await catalogueChanged();
  };
}

export function useCreateTitle() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: (body: CreateTitleBody) =>
      request<AdminTitle>({ method: "POST", path: CATALOGUE_ADMIN_PATHS.titles, body }),
    onSuccess: afterChange,
  });
}

export function useUpdateTitle(ref: string, onChanged?: () => unknown) {
  const afterChange = useAfterChange(onChanged);
  return useMutation({
    mutationFn: (body: UpdateTitleBody) =>
      request<AdminTitle>({ method: "PATCH", path: titlePath(ref), body }),
    onSuccess: afterChange,
  });
}

export function useSetTitlePrices(ref: string, onChanged?: () => unknown) {
  const afterChange = useAfterChange(onChanged);
  return useMutation({
    mutationFn: (body: TitlePricesBody) =>
      request<AdminTitle>({
        method: "PUT",
        path: CATALOGUE_ADMIN_PATHS.prices.replace(":ref", encodeURIComponent(ref)),
        body,
      }),
    onSuccess: afterChange,
  });
}

/** A new poster or backdrop: the image file itself is the body (up to 25 MB). */
export function useSetArtwork(ref: string, onChanged?: () => unknown) {
  const afterChange = useAfterChange(onChanged);
  return useMutation({
    mutationFn: ({ kind, file }: { kind: ArtworkKind; file: File }) =>
      request<AdminTitle>({
        method: "PUT",
        path: CATALOGUE_ADMIN_PATHS.artwork
          .replace(":ref", encodeURIComponent(ref))
          .replace(":kind", kind),
        body: file,
        timeoutMs: 120_000,
      }),
    onSuccess: afterChange,
  });
}

/** The whole cast and crew, in billing order. */
export function useSetCredits(ref: string, onChanged?: () => unknown) {
  const afterChange = useAfterChange(onChanged);
  return useMutation({
    mutationFn: (body: TitleCreditsBody) =>
      request<AdminTitle>({
        method: "PUT",
        path: CATALOGUE_ADMIN_PATHS.credits.replace(":ref", encodeURIComponent(ref)),
        body,
      }),
    onSuccess: afterChange,
  });
}

/** The next episode of a series, as a draft. */
export function useAddEpisode(seriesRef: string) {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: (body: NewEpisodeBody) =>
      request<AdminTitle>({
        method: "POST",
        path: CATALOGUE_ADMIN_PATHS.episodes.replace(":ref", encodeURIComponent(seriesRef)),
        body,
      }),
    onSuccess: afterChange,
  });
}

/** A series' own fields and its episodes in order. */
export function useAdminSeries(ref: string) {
  return useQuery({
    queryKey: keys.series(ref),
    queryFn: ({ signal }) => request<AdminSeries>({ path: seriesPath(ref), signal }),
  });
}

/** A series' fields; a new name renames its episodes, so every console title query refreshes. */
export function useUpdateSeries(ref: string, onChanged?: () => unknown) {
  const queryClient = useQueryClient();
  const catalogueChanged = useCatalogueChanged(keys.all);
  return useMutation({
    mutationFn: (body: UpdateSeriesBody) =>
      request<AdminSeries>({ method: "PATCH", path: seriesPath(ref), body }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(keys.series(ref), saved);
      onChanged?.();
      await catalogueChanged();
    },
  });
}
