// What other modules may use of entitlements (ADR 0022): the rule, the API view, access checks.
export {
  type EntitlementFacts,
  type EntitlementState,
  entitlementState,
  mayWatch,
} from "./entitlement-rule.ts";
export { type EntitlementTarget, toEntitlementView } from "./entitlement-view.ts";
export { type EntitlementsAccess, createEntitlementsAccess } from "./entitlements.service.ts";
export {
  RENTAL_ENDED,
  type WatchAccess,
  type WatchDecision,
  type WatchReason,
  type WatchRequest,
  decideWatch,
} from "./watch-decision.ts";
export { type OfflineTerms, offlineTerms } from "./offline-terms.ts";
export {
  type EntitlementRow,
  type NewEntitlement,
  endEntitlements,
  grantEntitlement,
  grantEntitlements,
  revokeEntitlement,
} from "./entitlement-writes.ts";
