import { Button, type ButtonProps, Link, type LinkProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** A Chakra-styled link to a route of the site. */
export function NavLink({ to, ...props }: LinkProps & { to: string }) {
  return (
    <Link asChild {...props}>
      <RouterLink to={to}>{props.children}</RouterLink>
    </Link>
  );
}

/** A Chakra button that navigates to a route of the site. */
export function ButtonLink({ to, children, ...props }: ButtonProps & { to: string }) {
  return (
    <Button asChild {...props}>
      <RouterLink to={to}>{children}</RouterLink>
    </Button>
  );
}

/** A Chakra button that is a plain anchor (tel:, WhatsApp, maps). */
export function ButtonAnchor({
  href,
  children,
  external,
  ...props
}: ButtonProps & { href: string; external?: boolean }) {
  return (
    <Button asChild {...props}>
      <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    </Button>
  );
}
