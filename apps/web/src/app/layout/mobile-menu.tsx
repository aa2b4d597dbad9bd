import { useI18n } from "../../lib/i18n/use-i18n.ts";
import { LanguagePicker } from "./language-picker.tsx";
import "@mantine/core/styles/Drawer.css";
import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/Divider.css";
import { Button, Divider, Drawer, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { SUPER_APP_URL } from "../../config/links.ts";
import classes from "./mobile-menu.module.css";
import { menuLinks } from "./navigation.ts";
import type { Viewer } from "./viewer.ts";

export interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
  viewer: Viewer | null;
  onLogout: () => void;
  /** The Events button; it closes this menu as the layout's Events dialog opens. */
  events: ReactNode;
}

/**
 * Slide-in menu below 80em (spec §2): every destination (navigation.ts menuLinks). It closes on
 * every route change (the layout), on Logout, and when the Events dialog opens over it.
 */
export function MobileMenu({ opened, onClose, viewer, onLogout, events }: MobileMenuProps) {
  const links = menuLinks(viewer);
  const i18n = useI18n();
  return (
    <Drawer
      id="mobile-menu"
      opened={opened}
      onClose={onClose}
      size={280}
      title={i18n._({ id: "menu.title", message: "Menu" })}
      closeOnClickOutside
      closeOnEscape
      overlayProps={{ backgroundOpacity: 0.6 }}
    >
      <nav aria-label={i18n._({ id: "menu.nav", message: "Mobile" })}>
        <Stack gap={4}>
          {links.map((link) => (
            <Link key={link.to} to={link.to} className={classes.link}>
              {link.label(i18n)}
            </Link>
          ))}
        </Stack>
      </nav>
      <Divider my="md" color="#2a2b35" />
      <Stack gap="sm">
        {viewer ? (
          <Text
            component={Link}
            to="/my-membership"
            fw={700}
            className={classes.name}
            data-testid="mobile-menu-user"
          >
            {viewer.fullname}
          </Text>
        ) : null}
        {events}
        <LanguagePicker signedIn={viewer !== null} wide />
        <Button component="a" href={SUPER_APP_URL} target="_blank" rel="noopener" variant="default">
          {i18n._({ id: "nav.get-app", message: "Get the app" })}
        </Button>
        {viewer ? (
          <Button
            variant="subtle"
            onClick={() => {
              onClose();
              onLogout();
            }}
          >
            {i18n._({ id: "nav.logout", message: "Logout" })}
          </Button>
        ) : (
          <>
            <Button component={Link} to="/login" variant="default">
              {i18n._({ id: "nav.login", message: "Log in" })}
            </Button>
            <Button component={Link} to="/register">
              {i18n._({ id: "nav.join", message: "Join for Free" })}
            </Button>
          </>
        )}
      </Stack>
    </Drawer>
  );
}
