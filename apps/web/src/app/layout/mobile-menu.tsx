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
import type { Viewer } from "./viewer.ts";

export interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
  viewer: Viewer | null;
  onLogout: () => void;
  events: ReactNode;
}

/** Slide-in menu for small screens (spec §2); the layout closes it on every route change. */
export function MobileMenu({ opened, onClose, viewer, onLogout, events }: MobileMenuProps) {
  // A signed-in viewer's account pages (wallet, passes, vouchers, payments; bought titles): on
  // a phone this menu is the only way to them.
  const links = [
    { label: "Home", to: "/" },
    { label: "About", to: "/about" },
    ...(viewer
      ? [
          { label: "My Membership", to: "/my-membership" },
          { label: "My Collection", to: "/my-collection" },
          { label: "Request a title", to: "/requests" },
        ]
      : []),
    { label: "Registration", to: "/registration" },
  ];
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
          <Button variant="subtle" onClick={onLogout}>
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
