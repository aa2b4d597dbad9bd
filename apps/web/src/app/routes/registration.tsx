import { JoinPage } from "./register.tsx";

export const RegistrationPage = () => <JoinPage title="Registration" />;
