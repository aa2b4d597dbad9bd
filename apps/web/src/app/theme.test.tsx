import { notifications } from "@mantine/notifications";
import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../test/render.tsx";

afterEach(() => {
  notifications.clean();
});

describe("theme", () => {
  it("names a toast's close button (an icon alone)", async () => {
    renderWithProviders(<p>page</p>);
    act(() => {
      notifications.show({ message: "Kings of Lagos is yours. Enjoy!" });
    });
    expect(await screen.findByRole("button", { name: "Close notification" })).toBeTruthy();
  });
});
