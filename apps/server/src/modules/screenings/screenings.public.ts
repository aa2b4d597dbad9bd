// What other code may use of screenings (ADR 0022): the ticket signer, so a bench or a tool
// makes tickets exactly as the server does (bench/door-scan).
export { type TicketClaims, type TicketSigner, createTicketSigner } from "./ticket-signing.ts";
