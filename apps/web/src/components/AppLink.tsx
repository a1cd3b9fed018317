import { Anchor, type AnchorProps, Button, type ButtonProps } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';

/**
 * Follows an in-app href without a page load; modified clicks (new tab, new window) are left to the
 * browser. Used for links whose target is data (menus, the spec's paths in src/lib/paths.ts).
 */
export function useFollowHref() {
  const navigate = useNavigate();
  return (href: string, after?: () => void) => (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    after?.();
    void navigate({ href });
  };
}

interface AppLinkProps extends AnchorProps {
  href: string;
  children: ReactNode;
}

export function AppAnchor({ href, children, ...props }: AppLinkProps) {
  const follow = useFollowHref();
  return (
    <Anchor href={href} onClick={follow(href)} {...props}>
      {children}
    </Anchor>
  );
}

interface AppButtonLinkProps extends ButtonProps {
  href: string;
  children: ReactNode;
}

export function AppButtonLink({ href, children, ...props }: AppButtonLinkProps) {
  const follow = useFollowHref();
  return (
    <Button component="a" href={href} onClick={follow(href)} {...props}>
      {children}
    </Button>
  );
}
