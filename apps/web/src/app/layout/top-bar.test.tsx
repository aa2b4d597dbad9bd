import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render.tsx";
import { TopBar, type TopBarProps, initials } from "./top-bar.tsx";

function renderTopBar(props: Partial<TopBarProps> = {}) {
  const onLogout = vi.fn();
  const onToggleMenu = vi.fn();
  renderWithProviders(
    <TopBar
      viewer={null}
      onLogout={onLogout}
      search={<input aria-label="Search" />}
      events={<button type="button">Events</button>}
      menuOpened={false}
      onToggleMenu={onToggleMenu}
      {...props}
    />,
  );
  return { onLogout, onToggleMenu };
}

const navLabels = () =>
  within(screen.getByRole("navigation", { name: "Main" }))
    .getAllByRole("link")
    .map((link) => link.textContent);

describe("TopBar", () => {
  it("offers Log in and Join for Free to an anonymous visitor, and no members' links", () => {
    renderTopBar();
    expect(navLabels()).toEqual(["Home", "About"]);
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login");
    expect(screen.getByRole("link", { name: "Join for Free" }).getAttribute("href")).toBe(
      "/register",
    );
    expect(screen.queryByRole("button", { name: "Logout" })).toBeNull();
  });

  it("shows a signed-in viewer's name, My Membership, My Collection and Logout", async () => {
    const { onLogout } = renderTopBar({ viewer: { fullname: "Amina Okafor" } });
    expect(navLabels()).toEqual(["Home", "About", "My Membership", "My Collection", "Downloads"]);
    const name = screen.getByRole("link", { name: "Amina Okafor" });
    expect(name.getAttribute("href")).toBe("/my-membership");
    expect(screen.queryByRole("link", { name: "Log in" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Join for Free" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Logout" }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it("offers an admin the console, and nobody else", () => {
    renderTopBar({ viewer: { fullname: "Wanjiru Ops", admin: true } });
    expect(navLabels()).toEqual([
      "Home",
      "About",
      "My Membership",
      "My Collection",
      "Downloads",
      "Admin",
    ]);
    expect(screen.getByRole("link", { name: "Admin" }).getAttribute("href")).toBe("/admin");
  });

  it("always has the logo home link, search, Events and the app link in a new tab", () => {
    renderTopBar();
    expect(screen.getByRole("link", { name: "Tazama home" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("textbox", { name: "Search" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Events" })).toBeTruthy();
    const app = screen.getByRole("link", { name: "Get the app" });
    expect(app.getAttribute("target")).toBe("_blank");
    expect(app.getAttribute("rel")).toContain("noopener");
  });

  it("marks the current page in the nav and toggles the menu from the burger", async () => {
    const { onToggleMenu } = renderTopBar();
    const home = within(screen.getByRole("navigation", { name: "Main" })).getByRole("link", {
      name: "Home",
    });
    expect(home.getAttribute("aria-current")).toBe("page");
    const burger = screen.getByRole("button", { name: "Open menu" });
    expect(burger.getAttribute("aria-expanded")).toBe("false");
    await userEvent.click(burger);
    expect(onToggleMenu).toHaveBeenCalledTimes(1);
  });

  it("names the viewer's link and the icon links by their words (the bar may show initials and icons: issue 42 §4)", () => {
    renderTopBar({ viewer: { fullname: "Oluwaseun Adebayo-Okonkwo", admin: true } });
    const name = screen.getByRole("link", { name: "Oluwaseun Adebayo-Okonkwo" });
    expect(name.getAttribute("title")).toBe("Oluwaseun Adebayo-Okonkwo");
    expect(name.textContent).toContain("OA");
    expect(screen.getByRole("link", { name: "Downloads" }).getAttribute("href")).toBe("/downloads");
    expect(screen.getByRole("link", { name: "Admin" }).getAttribute("href")).toBe("/admin");
  });

  it("initials: the first and last words' first letters", () => {
    expect(initials("Amina Okafor")).toBe("AO");
    expect(initials(" Wanjiru  wa Ops ")).toBe("WO");
    expect(initials("Folake")).toBe("F");
    expect(initials("")).toBe("");
  });
});
