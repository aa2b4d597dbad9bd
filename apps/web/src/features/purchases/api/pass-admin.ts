import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type AdminPass,
  type AdminPassList,
  type CreatePassBody,
  PASS_ADMIN_PATHS,
  type UpdatePassBody,
} from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";
import { moneyKeys } from "../../../lib/checkout/money-keys.ts";

const KEY = ["pass-admin"] as const;

/** Every pass with its prices and sales (admins). */
export function useAdminPasses() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => request<AdminPassList>({ path: PASS_ADMIN_PATHS.list, signal }),
  });
}

/** After a change: the console's list, and the shop's passes (a price change shows at once). */
function useAfterChange(onChanged?: () => unknown) {
  const queryClient = useQueryClient();
  return async () => {
    onChanged?.();
    await queryClient.invalidateQueries({ queryKey: KEY });
    await queryClient.invalidateQueries({ queryKey: moneyKeys.passes });
  };
}

export function useCreatePass(onChanged?: () => unknown) {
  const afterChange = useAfterChange(onChanged);
  return useMutation({
    mutationFn: (body: CreatePassBody) =>
      request<AdminPass>({ method: "POST", path: PASS_ADMIN_PATHS.list, body }),
    onSuccess: afterChange,
  });
}

export function useUpdatePass(slug: string, onChanged?: () => unknown) {
  const afterChange = useAfterChange(onChanged);
  return useMutation({
    mutationFn: (body: UpdatePassBody) =>
      request<AdminPass>({
        method: "PATCH",
        path: PASS_ADMIN_PATHS.one.replace(":slug", encodeURIComponent(slug)),
        body,
      }),
    onSuccess: afterChange,
  });
}
