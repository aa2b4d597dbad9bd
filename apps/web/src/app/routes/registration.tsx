import { useI18n } from "../../lib/i18n/use-i18n.ts";
import { JoinPage } from "./register.tsx";

export function RegistrationPage() {
  const i18n = useI18n();
  return <JoinPage title={i18n._({ id: "nav.registration", message: "Registration" })} />;
}
