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
  return (
    <Drawer
      id="mobile-menu"
      opened={opened}
      onClose={onClose}
      size={280}
      title="Menu"
      closeOnClickOutside
      closeOnEscape
      overlayProps={{ backgroundOpacity: 0.6 }}
    >
      <nav aria-label="Mobile">
        <Stack gap={4}>
          {links.map((link) => (
            <Link key={link.to} to={link.to} className={classes.link}>
              {link.label}
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
        <Button component="a" href={SUPER_APP_URL} target="_blank" rel="noopener" variant="default">
          Get the app
        </Button>
        {viewer ? (
          <Button
            variant="subtle"
            onClick={() => {
              onClose();
              onLogout();
            }}
          >
            Logout
          </Button>
        ) : (
          <>
            <Button component={Link} to="/login" variant="default">
              Log in
            </Button>
            <Button component={Link} to="/register">
              Join for Free
            </Button>
          </>
        )}
      </Stack>
    </Drawer>
  );
}
