import type { ReactElement } from "react";
import { Route, Routes, useLocation } from "react-router";
import { renderWithProviders } from "../../../test/render.tsx";
import { AuthProvider } from "../components/auth-provider.tsx";

/** Shows where the app is, so a test can see the navigation a page did. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** Renders `ui` inside the real AuthProvider, on `route`, with the app's providers. */
export function renderWithAuth(ui: ReactElement, opts: { route?: string } = {}) {
  return renderWithProviders(
    <AuthProvider>
      <Routes>
        <Route
          path="*"
          element={
            <>
              {ui}
              <LocationProbe />
            </>
          }
        />
      </Routes>
    </AuthProvider>,
    { route: opts.route ?? "/" },
  );
}
