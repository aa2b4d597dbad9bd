import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render.tsx";
import { MobileMenu, type MobileMenuProps } from "./mobile-menu.tsx";

function renderMenu(props: Partial<MobileMenuProps> = {}) {
  renderWithProviders(
    <MobileMenu
      opened
      onClose={() => undefined}
      viewer={null}
      onLogout={() => undefined}
      events={<button type="button">Events</button>}
      {...props}
    />,
  );
}

const menuLinks = () =>
  within(screen.getByRole("navigation", { name: "Mobile" }))
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);

describe("MobileMenu", () => {
  it("gives a signed-in viewer My Membership and My Collection, and the name links to the membership", () => {
    renderMenu({ viewer: { fullname: "Amina Okafor" } });
    expect(menuLinks()).toEqual([
      ["Home", "/"],
      ["About", "/about"],
      ["My Membership", "/my-membership"],
      ["My Collection", "/my-collection"],
      ["Downloads", "/downloads"],
      ["Request a title", "/requests"],
      ["Submit your film", "/submit"],
      ["Registration", "/registration"],
    ]);
    const name = screen.getByTestId("mobile-menu-user");
    expect(name.textContent).toBe("Amina Okafor");
    expect(name.getAttribute("href")).toBe("/my-membership");
  });

  it("closes itself before logging out (Logout on / changes no route)", async () => {
    const calls: string[] = [];
    renderMenu({
      viewer: { fullname: "Amina Okafor" },
      onClose: () => calls.push("close"),
      onLogout: () => calls.push("logout"),
    });
    await userEvent.click(screen.getByRole("button", { name: "Logout" }));
    expect(calls).toEqual(["close", "logout"]);
  });

  it("offers an anonymous visitor no account links, and Log in / Join for Free", () => {
    renderMenu();
    expect(menuLinks()).toEqual([
      ["Home", "/"],
      ["About", "/about"],
      ["Request a title", "/requests"],
      ["Submit your film", "/submit"],
      ["Registration", "/registration"],
    ]);
    expect(screen.queryByTestId("mobile-menu-user")).toBeNull();
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login");
    expect(screen.getByRole("link", { name: "Join for Free" }).getAttribute("href")).toBe(
      "/register",
    );
  });
});
