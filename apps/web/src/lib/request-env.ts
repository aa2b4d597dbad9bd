import { createContext, useContext } from "react";

/** What a render may know of the request: its cookies and the viewer's languages. */
export interface RequestEnv {
  cookie: string;
  languages: readonly string[];
}

/**
 * Set by the server render (from the request's Cookie and Accept-Language headers); in the
 * browser it is absent and the document's own values are read.
 */
export const RequestEnvContext = createContext<RequestEnv | null>(null);

/** A reader of the request env, to call only where it is needed (a state initialiser). */
export function useRequestEnv(): () => RequestEnv {
  const env = useContext(RequestEnvContext);
  return () => env ?? { cookie: document.cookie, languages: navigator.languages };
}
