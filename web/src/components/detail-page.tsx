import { Container, Stack } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Seo } from '../app/seo';
import { breadcrumbJsonLd, faqJsonLd } from '../app/structured-data';
import type { Faq, HeroImage } from '../content/types';
import { m } from '../i18n';
import { CtaBand } from './cta-band';
import { FaqAccordion } from './faq-accordion';
import { Illustration } from './illustration';
import { ButtonLink } from './links';
import { PageHero } from './page-hero';

/** What a service's or a condition's page shows of its entry, beside its own sections. */
interface DetailItem {
  description: string;
  keywords: readonly string[];
  heroImage: HeroImage;
  faqs: Faq[];
}

/**
 * A catalogue entry's page (/services/<slug>, /conditions/<slug>): the head with the entry's JSON-LD, its breadcrumb and
 * its FAQ; the banner with the way back to the list; the entry's sections, its FAQ, and the call to book.
 */
export function DetailPage({
  path,
  title,
  head,
  item,
  list,
  schema,
  cta,
  children,
}: {
  path: string;
  /** The heading and the crumb (the name in the page's language). */
  title: string;
  head: string;
  item: DetailItem;
  /** The list the entry belongs to: its path, its crumb and the back button's words. */
  list: { path: string; crumb: string; back: string };
  /** The entry's own JSON-LD object (MedicalProcedure, MedicalCondition). */
  schema: object;
  cta: { title: string; text: string };
  children: ReactNode;
}) {
  const crumbs = [
    { name: m.pages_crumb_home(), path: '/' },
    { name: list.crumb, path: list.path },
    { name: title, path },
  ];
  return (
    <>
      <Seo
        title={head}
        description={item.description}
        path={path}
        keywords={item.keywords}
        jsonLd={[{ '@context': 'https://schema.org', ...schema }, breadcrumbJsonLd(crumbs), faqJsonLd(item.faqs)]}
      />
      <PageHero title={title} intro={item.description} crumbs={crumbs} aside={<Illustration name={item.heroImage} />}>
        <ButtonLink to={list.path} variant="outline" colorPalette="brand">
          <ArrowLeft size={16} aria-hidden="true" />
          {list.back}
        </ButtonLink>
      </PageHero>
      <Container maxW="4xl" py={{ base: '10', md: '14' }}>
        <Stack gap={{ base: '10', md: '14' }}>
          {children}
          <FaqAccordion faqs={item.faqs} />
        </Stack>
      </Container>
      <CtaBand title={cta.title} text={cta.text} />
    </>
  );
}
