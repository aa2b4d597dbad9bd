import { createBrowserRouter } from "react-router";
import { RootLayout } from "./root-layout.tsx";

export const router = createBrowserRouter([
  {
    path: "/",
    element: <RootLayout />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import("./routes/home.tsx")).HomePage }),
      },
      {
        path: "*",
        lazy: async () => ({ Component: (await import("./routes/not-found.tsx")).NotFoundPage }),
      },
    ],
  },
]);
