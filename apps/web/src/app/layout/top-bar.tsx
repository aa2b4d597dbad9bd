import "@mantine/core/styles/Burger.css";
import { Anchor, Burger, Button, Group, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { Link, NavLink } from "react-router";
import { LineIcon } from "../../components/ui/line-icon.tsx";
import { Logo } from "../../components/ui/logo.tsx";
import { SUPER_APP_URL } from "../../config/links.ts";
import classes from "./top-bar.module.css";
import { accountLinks, MAIN_LINKS } from "./navigation.ts";
import type { Viewer } from "./viewer.ts";
import { useI18n } from "../../lib/i18n/use-i18n.ts";
import { Suspense } from "react";
import { lazyOptional } from "../../lib/lazy-optional.ts";

// Not needed before the page can be used: its own small chunk (initial JS budget).
const LanguagePicker = lazyOptional(async () => (await import("./layout-parts.ts")).LanguagePicker);

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

/** The nav links a signed-in viewer's bar shows as icons (their words are their labels). */
const NAV_ICONS: Partial<Record<string, ReactNode>> = {
  "/downloads": <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />,
  "/admin": (
    <>
      <path d="M4 6h16M4 12h16M4 18h16" />
      <circle cx="9" cy="6" r="2" />
      <circle cx="15" cy="12" r="2" />
      <circle cx="7" cy="18" r="2" />
    </>
  ),
};

/** "Oluwaseun Adebayo-Okonkwo" → "OA": a name's first and last initials. */
export function initials(fullname: string): string {
  const words = fullname.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}

/**
 * Logo, search, desktop nav, language, Events, super-app, and Log in / Join for Free or name /
 * Logout. Below 80em (1280 px) only the burger, logo, search and bell stay: the menu holds the
 * rest, so nothing is pushed off-screen at any width. Beside a signed-in viewer Home is left to
 * the logo and Downloads and Admin are icons; up to 105em (1680 px) the name shrinks to its initials and
 * the super-app button waits (it is also in the menu): the language picker and Logout fit in all
 * five languages (issue 42 §4).
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
    <div className={viewer ? `${classes.bar} ${classes.signedIn}` : classes.bar}>
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
        <Group gap="sm" wrap="nowrap">
          {links.map((link) => {
            const label = link.label(i18n);
            // Beside a signed-in viewer (from 80em): Home is the logo's; Downloads and Admin are
            // their icons.
            const icon = NAV_ICONS[link.to];
            const iconToo = icon !== undefined;
            return (
              <NavLink
                key={link.to}
                to={link.to}
                end
                className={link.to === "/" ? `${classes.navLink} ${classes.home}` : classes.navLink}
                aria-label={iconToo ? label : undefined}
                title={iconToo ? label : undefined}
              >
                {iconToo ? (
                  <>
                    <span className={classes.navIcon}>
                      <LineIcon size={18}>{icon}</LineIcon>
                    </span>
                    <span className={classes.navText}>{label}</span>
                  </>
                ) : (
                  label
                )}
              </NavLink>
            );
          })}
        </Group>
      </nav>
      <Group gap="xs" wrap="nowrap" className={classes.wideOnly}>
        <Suspense fallback={null}>
          <LanguagePicker signedIn={viewer !== null} />
        </Suspense>
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
            {/* The name from 105em; narrower, its initials shown, the name still its words (out
                of sight) and its tooltip: no label that differs from what the link says. */}
            <Text
              component={Link}
              to="/my-membership"
              size="sm"
              fw={600}
              className={classes.name}
              title={viewer.fullname}
            >
              <span className={classes.initials} aria-hidden>
                {initials(viewer.fullname)}
              </span>
              <span className={classes.fullName}>{viewer.fullname}</span>
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
