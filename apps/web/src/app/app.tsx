import "./styles.ts";
import { MantineProvider } from "@mantine/core";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { RouterProvider } from "react-router";
import { queryClient } from "./query-client.ts";
import type { ClientRouter } from "./router.tsx";
import { theme } from "./theme.ts";

/** Theme and query cache around the router: the same in the browser and in the server render. */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="dark" forceColorScheme="dark">
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

export function App({ router }: { router: ClientRouter }) {
  return (
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
