import { Container, SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Seo } from '../app/seo';
import { breadcrumbJsonLd } from '../app/structured-data';
import type { CatalogueItem } from '../content/types';
import { m } from '../i18n';
import { CatalogueCard } from './catalogue-card';
import { CtaBand } from './cta-band';
import { PageHero } from './page-hero';

/** What a page's head says: its title and description, and its keywords as one comma-separated message. */
export interface HeadCopy {
  title: string;
  description: string;
  keywords: string;
}

/** What a page's banner says: its name in the breadcrumb, its title, its line of introduction. */
export interface HeroCopy {
  crumb: string;
  title: string;
  intro: string;
}

/**
 * A page one level under home (/services, /contact, /book-appointment …): its head (with the breadcrumb's JSON-LD
 * after any other), the banner with the breadcrumb Home › page, then the page's own content.
 */
export function HeroPage({
  path,
  head,
  hero,
  jsonLd = [],
  children,
}: {
  path: string;
  head: HeadCopy;
  hero: HeroCopy;
  jsonLd?: readonly object[];
  children: ReactNode;
}) {
  const crumbs = [
    { name: m.pages_crumb_home(), path: '/' },
    { name: hero.crumb, path },
  ];
  return (
    <>
      <Seo
        title={head.title}
        description={head.description}
        path={path}
        keywords={head.keywords.split(', ')}
        jsonLd={[...jsonLd, breadcrumbJsonLd(crumbs)]}
      />
      <PageHero title={hero.title} intro={hero.intro} crumbs={crumbs} />
      {children}
    </>
  );
}

/** A catalogue's list page (/services, /treatments): every entry as a card, then the call to book. */
export function CataloguePage({
  path,
  base,
  items,
  head,
  hero,
  cta,
}: {
  path: string;
  base: '/services' | '/conditions';
  items: readonly CatalogueItem[];
  head: HeadCopy;
  hero: HeroCopy;
  cta: { title: string; text: string };
}) {
  return (
    <HeroPage path={path} head={head} hero={hero}>
      <Container maxW="7xl" py={{ base: '10', md: '14' }}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="5" data-testid="catalogue">
          {items.map((item) => (
            <CatalogueCard key={item.slug} item={item} base={base} />
          ))}
        </SimpleGrid>
      </Container>
      <CtaBand title={cta.title} text={cta.text} />
    </HeroPage>
  );
}
