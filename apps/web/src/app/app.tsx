import "./styles.ts";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router";
import { router } from "./router.tsx";
import { theme } from "./theme.ts";

/** Query cache defaults from spec §9: 3 retries, unused data kept 5 minutes. */
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 3, gcTime: 5 * 60_000, staleTime: 60_000 } },
});

export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="dark" forceColorScheme="dark">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
