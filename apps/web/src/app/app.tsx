import "./styles.ts";
import { MantineProvider } from "@mantine/core";
import type { I18n } from "../lib/i18n/i18n.ts";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { BrowserRouter } from "react-router";
import { I18nContext } from "../lib/i18n/use-i18n.ts";
import { queryClient } from "./query-client.ts";
import { AppRoutes } from "./routes.tsx";
import { theme } from "./theme.ts";

/**
 * Theme, query cache and language around the router: the same in the browser and in the server
 * render.
 */
export function AppProviders({
  client,
  i18n,
  children,
}: {
  client: QueryClient;
  i18n: I18n;
  children: ReactNode;
}) {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="dark"
      forceColorScheme="dark"
      // The theme's variables and classes are in the stylesheet, computed at build time
      // (vite-plugins/static-theme-styles.ts): no inline styles to compute on every start.
      withCssVariables={false}
      withGlobalClasses={false}
    >
      <I18nContext value={i18n}>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </I18nContext>
    </MantineProvider>
  );
}

export function App({ i18n }: { i18n: I18n }) {
  return (
    <AppProviders client={queryClient} i18n={i18n}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
