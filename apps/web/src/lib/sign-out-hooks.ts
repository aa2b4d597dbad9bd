/**
 * Work that must finish before a sign-out completes (the downloads feature drops the account's
 * keys): registered by the app, run by the accounts feature, which never imports the others.
 */
type Hook = () => Promise<void>;

const hooks = new Set<Hook>();

export function beforeSignOut(hook: Hook): () => void {
  hooks.add(hook);
  return () => {
    hooks.delete(hook);
  };
}

/** Runs every hook; one that fails does not keep the others, or the sign-out, from happening. */
export async function runSignOutHooks(): Promise<void> {
  await Promise.allSettled([...hooks].map((hook) => hook()));
}
