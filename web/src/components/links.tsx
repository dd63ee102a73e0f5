import { Button, type ButtonProps, Link, type LinkProps } from '@chakra-ui/react';
import { href } from '../i18n';

// Plain anchors, not the router's <Link>: every page is its own prerendered HTML and a link is a page load, so a link
// works from the first paint and without JavaScript, and needs no router on the page.

// `to` is the page's English path; the link goes to it in the page's language (/hi/… on a Hindi page). `lang` says
// "this exact URL" (the language switcher's link to the other language's page).

/** A Chakra-styled link to a page of the site, in the page's language. */
export function NavLink({ to, exact, ...props }: LinkProps & { to: string; exact?: boolean }) {
  return <Link href={exact ? to : href(to)} {...props} />;
}

/** A Chakra button that goes to a page of the site, in the page's language. */
export function ButtonLink({ to, children, ...props }: ButtonProps & { to: string }) {
  return (
    <Button asChild {...props}>
      <a href={href(to)}>{children}</a>
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
