import { useMutation, useQuery } from "@tanstack/react-query";
import {
  type AdminGenre,
  type AdminGenreList,
  type CreateGenreBody,
  GENRE_ADMIN_PATHS,
  type UpdateGenreBody,
} from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";
import { useCatalogueChanged } from "./title-admin.ts";

const KEY = ["genre-admin"] as const;
const onePath = (id: number) => GENRE_ADMIN_PATHS.one.replace(":id", String(id));

/** Every genre in the browse bar's order, with its number of titles (admins). */
export function useAdminGenres() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => request<AdminGenreList>({ path: GENRE_ADMIN_PATHS.list, signal }),
  });
}

/** After a change: this list, and this app's catalogue (the genre bar). */
function useAfterChange(onChanged?: () => unknown) {
  const catalogueChanged = useCatalogueChanged(KEY);
  return async () => {
    onChanged?.();
    await catalogueChanged();
  };
}

export function useCreateGenre(onChanged?: () => unknown) {
  const afterChange = useAfterChange(onChanged);
  return useMutation({
    mutationFn: (body: CreateGenreBody) =>
      request<AdminGenre>({ method: "POST", path: GENRE_ADMIN_PATHS.list, body }),
    onSuccess: afterChange,
  });
}

export function useUpdateGenre(onChanged?: () => unknown) {
  const afterChange = useAfterChange(onChanged);
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateGenreBody & { id: number }) =>
      request<AdminGenre>({ method: "PATCH", path: onePath(id), body }),
    onSuccess: afterChange,
  });
}

export function useDeleteGenre(onChanged?: () => unknown) {
  const afterChange = useAfterChange(onChanged);
  return useMutation({
    mutationFn: (id: number) => request<undefined>({ method: "DELETE", path: onePath(id) }),
    onSuccess: afterChange,
  });
}
