import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  SMS_ALERT_PATHS,
  type SmsAlert,
  type SmsAlertPage,
  type SmsAlertStatus,
} from "@tazama/contracts";
import { request } from "../../../../lib/api-client.ts";

const KEY = "sms-alerts";

/** Destination prefixes that reached their hourly budget of codes, the newest hour first (admins). */
export function useSmsAlerts(status: SmsAlertStatus, page: number) {
  const params = new URLSearchParams({ status, page: String(page) });
  return useQuery({
    queryKey: [KEY, status, page] as const,
    queryFn: ({ signal }) =>
      request<SmsAlertPage>({ path: `${SMS_ALERT_PATHS.list}?${params.toString()}`, signal }),
    placeholderData: (previous) => previous,
  });
}

/** Marks an alert as seen (audited); the list refetches. */
export function useAcknowledgeSmsAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      request<SmsAlert>({
        method: "POST",
        path: SMS_ALERT_PATHS.acknowledge.replace(":id", encodeURIComponent(id)),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [KEY] }),
  });
}
