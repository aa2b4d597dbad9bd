// What other code may use of accounts (ADR 0022).
export { DEFAULT_RATE_LIMITS, type RateLimits } from "./rate-limits.ts";
export { hashPassword } from "./password-hasher.ts";

import type { AccountInvites, PersonRow } from "./account-invites.ts";
import type { Mailer, OutgoingMail } from "./mail/mailer.ts";
import type { PersonalData, PersonalDataEraser } from "./personal-data.ts";
export type { OutgoingMail, PersonalDataEraser, PersonRow };

// Mail for other modules (requests, submissions): `app.mail.send`, decorated by accounts.module.ts,
// through SMTP when SMTP_URL is set, else the dev mailbox (never in production without SMTP).
declare module "fastify" {
  interface FastifyInstance {
    mail: Pick<Mailer, "send">;
    /** The dev mailbox, when it is on (outside production): where SMS go without a provider. */
    devOutbox: Pick<Mailer, "send"> | null;
    /** Accounts made for others (an organisation's members), and their set-password links. */
    accountInvites: AccountInvites;
    /** Each module registers how what it keeps of a person goes when they delete their account. */
    personalData: Pick<PersonalData, "register">;
  }
}
export { type AccountState, accountStates } from "./account-states.ts";
export { accountPhone, phoneProvenBy, takeProvenPhone } from "./account-phone.ts";
export { type AdminContact, activeAdmins } from "./admins.ts";
export { accountCountry } from "./account-country.ts";
