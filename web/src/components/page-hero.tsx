import { Box, Breadcrumb, Container, Heading, Text } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { href, m } from '../i18n';

export interface Crumb {
  name: string;
  /** The page's path (in English or already in the page's language): the link goes to it in the page's language. */
  path: string;
}

/** A page's banner: breadcrumb, title, a line of introduction and optional actions or art. */
export function PageHero({
  title,
  intro,
  crumbs,
  children,
  aside,
}: {
  title: string;
  intro?: string;
  crumbs?: readonly Crumb[];
  children?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <Box bgGradient="to-br" gradientFrom="brand.50" gradientTo="white" borderBottomWidth="1px" borderColor="brand.100">
      <Container maxW="7xl" py={{ base: '8', md: '12' }}>
        <Box display="flex" gap="8" alignItems="center" justifyContent="space-between">
          <Box flex="1" minW="0">
            {crumbs?.length ? (
              <Breadcrumb.Root mb="4" size="sm" aria-label={m.chrome_breadcrumb_label()}>
                <Breadcrumb.List>
                  {crumbs.map((c, i) => {
                    const last = i === crumbs.length - 1;
                    return (
                      <Fragment key={c.path}>
                        <Breadcrumb.Item>
                          {last ? (
                            <Text as="span" aria-current="page" color="ink.800">
                              {c.name}
                            </Text>
                          ) : (
                            <Breadcrumb.Link asChild color="brand.fg">
                              <a href={href(c.path)}>{c.name}</a>
                            </Breadcrumb.Link>
                          )}
                        </Breadcrumb.Item>
                        {last ? null : <Breadcrumb.Separator />}
                      </Fragment>
                    );
                  })}
                </Breadcrumb.List>
              </Breadcrumb.Root>
            ) : null}
            <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="ink.900" lineHeight="1.15">
              {title}
            </Heading>
            {intro ? (
              <Text mt="3" fontSize={{ base: 'md', md: 'lg' }} color="ink.700" maxW="2xl">
                {intro}
              </Text>
            ) : null}
            {children ? <Box mt="5">{children}</Box> : null}
          </Box>
          {aside ? (
            <Box hideBelow="md" flexShrink={0}>
              {aside}
            </Box>
          ) : null}
        </Box>
      </Container>
    </Box>
  );
}
