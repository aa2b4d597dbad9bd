import "@mantine/core/styles/Burger.css";
import { Anchor, Burger, Button, Group, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { Link, NavLink } from "react-router";
import { Logo } from "../../components/ui/logo.tsx";
import { SUPER_APP_URL } from "../../config/links.ts";
import classes from "./top-bar.module.css";
import { accountLinks, MAIN_LINKS } from "./navigation.ts";
import type { Viewer } from "./viewer.ts";
import { useI18n } from "../../lib/i18n/use-i18n.ts";
import { Suspense } from "react";
import { lazyOptional } from "../../lib/lazy-optional.ts";

// Not needed before the page can be used: its own small chunk (initial JS budget).
const LanguagePicker = lazyOptional(
  async () => (await import("./language-picker.tsx")).LanguagePicker,
);

export interface TopBarProps {
  viewer: Viewer | null;
  onLogout: () => void;
  search: ReactNode;
  events: ReactNode;
  /** The notifications bell (signed-in viewers), shown on every screen size. */
  notifications?: ReactNode;
  menuOpened: boolean;
  onToggleMenu: () => void;
}

/**
 * Logo, search, desktop nav, Events, super-app, and Log in / Join for Free or name / Logout.
 * Below 80em (1280 px) only the burger, logo, search and bell stay: the menu holds the rest, so
 * nothing is pushed off-screen at any width. The super-app button needs 90em beside a signed-in
 * viewer's name (it is also in the menu).
 */
export function TopBar({
  viewer,
  onLogout,
  search,
  events,
  notifications,
  menuOpened,
  onToggleMenu,
}: TopBarProps) {
  const links = [...MAIN_LINKS, ...accountLinks(viewer)];
  const i18n = useI18n();
  return (
    <div className={classes.bar}>
      <Burger
        className={classes.compactOnly}
        opened={menuOpened}
        onClick={onToggleMenu}
        size="sm"
        aria-label={
          menuOpened
            ? i18n._({ id: "menu.close", message: "Close menu" })
            : i18n._({ id: "menu.open", message: "Open menu" })
        }
        aria-controls="mobile-menu"
        aria-expanded={menuOpened}
      />
      <Anchor
        component={Link}
        to="/"
        aria-label={i18n._({ id: "nav.logo", message: "Tazama home" })}
        underline="never"
        className={classes.logo}
      >
        <Logo />
      </Anchor>
      <div className={classes.search}>{search}</div>
      {notifications}
      <nav aria-label={i18n._({ id: "nav.main", message: "Main" })} className={classes.wideOnly}>
        <Group gap="md" wrap="nowrap">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} end className={classes.navLink}>
              {link.label(i18n)}
            </NavLink>
          ))}
        </Group>
      </nav>
      <Group gap="xs" wrap="nowrap" className={classes.wideOnly}>
        {/* Beside a signed-in viewer's name only from 90em (their profile and menu have it too). */}
        <span className={viewer ? classes.roomyOnly : undefined}>
          <Suspense fallback={null}>
            <LanguagePicker signedIn={viewer !== null} />
          </Suspense>
        </span>
        {events}
        <Button
          component="a"
          href={SUPER_APP_URL}
          target="_blank"
          rel="noopener"
          variant="default"
          size="xs"
          className={viewer ? classes.roomyOnly : undefined}
        >
          {i18n._({ id: "nav.get-app", message: "Get the app" })}
        </Button>
        {viewer ? (
          <>
            <Text
              component={Link}
              to="/my-membership"
              size="sm"
              fw={600}
              className={classes.name}
              title={viewer.fullname}
            >
              {viewer.fullname}
            </Text>
            <Button variant="subtle" size="xs" onClick={onLogout}>
              {i18n._({ id: "nav.logout", message: "Logout" })}
            </Button>
          </>
        ) : (
          <>
            <Button component={Link} to="/login" variant="subtle" size="xs">
              {i18n._({ id: "nav.login", message: "Log in" })}
            </Button>
            <Button component={Link} to="/register" size="xs">
              {i18n._({ id: "nav.join", message: "Join for Free" })}
            </Button>
          </>
        )}
      </Group>
    </div>
  );
}
