import { notifications } from "../../lib/toasts.ts";
import { useQueryClient } from "@tanstack/react-query";
import { ME_QUERY_KEY } from "../../features/accounts/api/get-me.ts";
import type { AuthUser } from "../../features/accounts/lib/profile.ts";
import { PhoneVerification } from "../../features/phones/components/phone-verification.tsx";
import { useI18n } from "../../lib/i18n/use-i18n.ts";

/** The account's phone, proven by SMS; once proven, the profile (and M-Pesa top-ups) show it. */
export function ProfilePhone({ user }: { user: AuthUser }) {
  const queryClient = useQueryClient();
  const i18n = useI18n();
  return (
    <PhoneVerification
      phone={user.phone_number}
      verified={user.phone_verified}
      locale={user.locale}
      onVerified={() => {
        void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
        notifications.show({
          color: "teal",
          autoClose: 3_000,
          message: i18n._({ id: "phone.verified-toast", message: "Phone number verified." }),
        });
      }}
    />
  );
}
