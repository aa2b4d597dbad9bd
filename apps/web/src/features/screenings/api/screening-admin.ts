import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type AdminBookingList,
  type AdminScreeningList,
  type CreateScreeningBody,
  SCREENING_PATHS,
  type ScreeningSummary,
} from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";
import { screeningKeys } from "./screenings.ts";

const keys = {
  all: ["screening-admin"] as const,
  list: (when: "upcoming" | "past") => ["screening-admin", "list", when] as const,
  bookings: (id: string) => ["screening-admin", "bookings", id] as const,
};
const withId = (path: string, id: string) => path.replace(":id", encodeURIComponent(id));

/** The console's screenings, upcoming (cancelled ones too) or past, with their sales. */
export function useAdminScreenings(when: "upcoming" | "past") {
  return useQuery({
    queryKey: keys.list(when),
    queryFn: ({ signal }) =>
      request<AdminScreeningList>({ path: `${SCREENING_PATHS.adminList}?when=${when}`, signal }),
  });
}

/** One screening's bookings with their buyers and check-ins. */
export function useAdminScreeningBookings(id: string) {
  return useQuery({
    queryKey: keys.bookings(id),
    queryFn: ({ signal }) =>
      request<AdminBookingList>({ path: withId(SCREENING_PATHS.adminBookings, id), signal }),
  });
}

function useAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: keys.all }),
      queryClient.invalidateQueries({ queryKey: screeningKeys.all }),
    ]);
}

export function useScheduleScreening() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: (body: CreateScreeningBody) =>
      request<ScreeningSummary>({ method: "POST", path: SCREENING_PATHS.adminList, body }),
    onSuccess: afterChange,
  });
}

/** Cancels a screening; every booking is refunded to its buyer's wallet. */
export function useCancelScreening() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: (id: string) =>
      request<{ refunded: number }>({
        method: "POST",
        path: withId(SCREENING_PATHS.adminCancel, id),
      }),
    onSuccess: afterChange,
  });
}
