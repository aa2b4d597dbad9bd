import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type BookBody,
  type BookResponse,
  type HoldBody,
  type HoldResponse,
  type PostRefreshmentsBody,
  SCREENING_PATHS,
  type ScreeningDetail,
  type ScreeningList,
  type TicketsResponse,
} from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";
import { refreshMoney } from "../../../lib/checkout/refresh-money.ts";

export const screeningKeys = {
  all: ["screenings"] as const,
  list: (city: string | null) => ["screenings", "list", city] as const,
  one: (id: string) => ["screenings", "one", id] as const,
  tickets: ["screenings", "tickets"] as const,
};
const onePath = (id: string) => SCREENING_PATHS.one.replace(":id", encodeURIComponent(id));
const holdPath = (id: string) => SCREENING_PATHS.hold.replace(":id", encodeURIComponent(id));

/** After paying: the wallet, and every screening's seats, stock and tickets. */
const afterPayment = (queryClient: QueryClient) =>
  Promise.all([
    refreshMoney(queryClient),
    queryClient.invalidateQueries({ queryKey: screeningKeys.all }),
  ]);

/** Upcoming screenings; `city` one city's, or "online". */
export function useScreenings(city: string | null) {
  return useQuery({
    queryKey: screeningKeys.list(city),
    queryFn: ({ signal }) =>
      request<ScreeningList>({
        path: city
          ? `${SCREENING_PATHS.list}?city=${encodeURIComponent(city)}`
          : SCREENING_PATHS.list,
        signal,
      }),
  });
}

/** One screening with its seats (the caller's hold among them) and refreshments. */
export function useScreening(id: string) {
  return useQuery({
    queryKey: screeningKeys.one(id),
    queryFn: ({ signal }) => request<ScreeningDetail>({ path: onePath(id), signal }),
  });
}

/** Holds the chosen seats (or places) for 10 minutes while the viewer pays. */
export function useHoldSeats(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HoldBody) =>
      request<HoldResponse>({ method: "PUT", path: holdPath(id), body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: screeningKeys.one(id) }),
  });
}

/** Books from the wallet under an Idempotency-Key (the same key when retrying one booking). */
export function useBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: BookBody; key: string }) =>
      request<BookResponse>({
        method: "POST",
        path: SCREENING_PATHS.book,
        body,
        idempotencyKey: key,
      }),
    onSuccess: () => afterPayment(queryClient),
    // Refused (a seat someone else took, sold out…): the seats as they are now.
    onError: () => queryClient.invalidateQueries({ queryKey: screeningKeys.all }),
  });
}

/** The viewer's bookings: the next screening first, each seat's signed QR token. */
export function useTickets(enabled = true) {
  return useQuery({
    queryKey: screeningKeys.tickets,
    enabled,
    queryFn: ({ signal }) => request<TicketsResponse>({ path: SCREENING_PATHS.tickets, signal }),
  });
}

/** More refreshments for a booking, paid from the wallet (the same key when retrying). */
export function usePostRefreshments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      bookingId,
      body,
      key,
    }: {
      bookingId: string;
      body: PostRefreshmentsBody;
      key: string;
    }) =>
      request<BookResponse>({
        method: "POST",
        path: SCREENING_PATHS.postRefreshments.replace(":id", encodeURIComponent(bookingId)),
        body,
        idempotencyKey: key,
      }),
    onSuccess: () => afterPayment(queryClient),
  });
}
