import {
  Anchor,
  type AnchorProps,
  Button,
  type ButtonProps,
  Menu,
  type MenuItemProps,
  NavLink,
  type NavLinkProps,
} from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import { type AnchorHTMLAttributes, forwardRef } from 'react';

// Mantine's look with the router's typed `to`/`params`/`search`: a renamed route or a missing
// parameter is a type error, not a broken link.

type AnchorElementProps = AnchorProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'>;

const MantineAnchor = forwardRef<HTMLAnchorElement, AnchorElementProps>((props, ref) => (
  <Anchor ref={ref} {...props} />
));
MantineAnchor.displayName = 'MantineAnchor';

const RouterAnchor = createLink(MantineAnchor);

/** A text link to a route of the app. */
export const AnchorLink: LinkComponent<typeof MantineAnchor> = (props) => <RouterAnchor {...props} />;

type ButtonElementProps = ButtonProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'>;

const MantineButtonAnchor = forwardRef<HTMLAnchorElement, ButtonElementProps>((props, ref) => (
  <Button ref={ref} component="a" {...props} />
));
MantineButtonAnchor.displayName = 'MantineButtonAnchor';

const RouterButton = createLink(MantineButtonAnchor);

/** A button that is a link to a route of the app (it opens in a new tab like any link). */
export const ButtonLink: LinkComponent<typeof MantineButtonAnchor> = (props) => <RouterButton {...props} />;

type NavLinkElementProps = NavLinkProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style' | 'onChange'>;

const MantineNavLinkAnchor = forwardRef<HTMLAnchorElement, NavLinkElementProps>((props, ref) => (
  <NavLink ref={ref} component="a" {...props} />
));
MantineNavLinkAnchor.displayName = 'MantineNavLinkAnchor';

const RouterNavLink = createLink(MantineNavLinkAnchor);

/** A menu entry that is a link to a route of the app. */
export const NavLinkLink: LinkComponent<typeof MantineNavLinkAnchor> = (props) => (
  <RouterNavLink {...props} />
);

type MenuItemElementProps = MenuItemProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'>;

const MantineMenuItemAnchor = forwardRef<HTMLAnchorElement, MenuItemElementProps>((props, ref) => (
  <Menu.Item ref={ref} component="a" {...props} />
));
MantineMenuItemAnchor.displayName = 'MantineMenuItemAnchor';

const RouterMenuItem = createLink(MantineMenuItemAnchor);

/** An entry of a dropdown menu that is a link to a route of the app; choosing it closes the menu. */
export const MenuItemLink: LinkComponent<typeof MantineMenuItemAnchor> = (props) => (
  <RouterMenuItem {...props} />
);
