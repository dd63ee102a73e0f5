import { conditions } from 'virtual:catalogue';
import { Container, SimpleGrid } from '@chakra-ui/react';
import { Seo } from '../app/seo';
import { breadcrumbJsonLd } from '../app/structured-data';
import { CatalogueCard } from '../components/catalogue-card';
import { CtaBand } from '../components/cta-band';
import { PageHero } from '../components/page-hero';
import { m } from '../i18n';

export default function TreatmentsPage() {
  const crumbs = [
    { name: m.pages_crumb_home(), path: '/' },
    { name: m.pages_crumb_treatments(), path: '/treatments' },
  ];
  return (
    <>
      <Seo
        title={m.pages_treatments_seo_title()}
        description={m.pages_treatments_seo_description()}
        path="/treatments"
        keywords={m.pages_treatments_keywords().split(', ')}
        jsonLd={[breadcrumbJsonLd(crumbs)]}
      />
      <PageHero title={m.pages_treatments_title()} intro={m.pages_treatments_intro()} crumbs={crumbs} />
      <Container maxW="7xl" py={{ base: '10', md: '14' }}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="5" data-testid="catalogue">
          {conditions.map((c) => (
            <CatalogueCard key={c.slug} item={c} base="/conditions" />
          ))}
        </SimpleGrid>
      </Container>
      <CtaBand title={m.pages_treatments_cta_title()} text={m.pages_treatments_cta_text()} />
    </>
  );
}
