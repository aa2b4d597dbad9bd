import "@mantine/core/styles/Burger.css";
import { Anchor, Burger, Button, Group, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { Link, NavLink } from "react-router";
import { Logo } from "../../components/ui/logo.tsx";
import { SUPER_APP_URL } from "../../config/links.ts";
import classes from "./top-bar.module.css";
import { accountLinks, MAIN_LINKS } from "./navigation.ts";
import type { Viewer } from "./viewer.ts";

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
  return (
    <div className={classes.bar}>
      <Burger
        className={classes.compactOnly}
        opened={menuOpened}
        onClick={onToggleMenu}
        size="sm"
        aria-label={menuOpened ? "Close menu" : "Open menu"}
        aria-controls="mobile-menu"
        aria-expanded={menuOpened}
      />
      <Anchor
        component={Link}
        to="/"
        aria-label="Tazama home"
        underline="never"
        className={classes.logo}
      >
        <Logo />
      </Anchor>
      <div className={classes.search}>{search}</div>
      {notifications}
      <nav aria-label="Main" className={classes.wideOnly}>
        <Group gap="md" wrap="nowrap">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} end className={classes.navLink}>
              {link.label}
            </NavLink>
          ))}
        </Group>
      </nav>
      <Group gap="xs" wrap="nowrap" className={classes.wideOnly}>
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
          Get the app
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
              Logout
            </Button>
          </>
        ) : (
          <>
            <Button component={Link} to="/login" variant="subtle" size="xs">
              Log in
            </Button>
            <Button component={Link} to="/register" size="xs">
              Join for Free
            </Button>
          </>
        )}
      </Group>
    </div>
  );
}
