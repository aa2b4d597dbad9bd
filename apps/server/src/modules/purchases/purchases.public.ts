// What other modules may use of purchases (ADR 0022): a pass's price (organisations price seats
// with it, as users/bundle sells the pass).
export { passWithPrice } from "./pass-price.ts";
