import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type RenderOptions, render } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { theme } from "../app/theme.ts";

/** Renders with the app's providers: Mantine (dark), a fresh query client, a memory router. */
/** The app's providers around `children`: Mantine (dark), `queryClient`, a memory router at `route`. */
export function AppProviders({
  children,
  queryClient,
  route = "/",
}: {
  children: ReactNode;
  queryClient: QueryClient;
  route?: string;
}) {
  return (
    <MantineProvider theme={theme} forceColorScheme="dark">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
}

export function renderWithProviders(
  ui: ReactElement,
  opts: { route?: string; queryClient?: QueryClient } & Omit<RenderOptions, "wrapper"> = {},
) {
  const queryClient =
    opts.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders queryClient={queryClient} route={opts.route}>
      {children}
    </AppProviders>
  );
  return { queryClient, ...render(ui, { wrapper: Wrapper, ...opts }) };
}
