import { Text } from "@mantine/core";
import { BrowseButtons } from "../../components/ui/browse-buttons.tsx";
import { ContentPage } from "../../components/ui/content-page.tsx";

/** /login, /register and /registration until accounts open (their forms come with that issue). */
function AccountPending({ title }: { title: string }) {
  return (
    <ContentPage title={title}>
      <Text>
        Tazama accounts are opening shortly. Until then you can browse the whole catalogue, and
        titles marked free can be watched without an account.
      </Text>
      <BrowseButtons />
    </ContentPage>
  );
}

export const LoginPage = () => <AccountPending title="Log in" />;
export const RegisterPage = () => <AccountPending title="Join for Free" />;
export const RegistrationPage = () => <AccountPending title="Registration" />;
