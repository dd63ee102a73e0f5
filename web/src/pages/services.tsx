import { services } from 'virtual:catalogue';
import { Container, SimpleGrid } from '@chakra-ui/react';
import { Seo } from '../app/seo';
import { breadcrumbJsonLd } from '../app/structured-data';
import { CatalogueCard } from '../components/catalogue-card';
import { CtaBand } from '../components/cta-band';
import { PageHero } from '../components/page-hero';
import { m } from '../i18n';

export default function ServicesPage() {
  const crumbs = [
    { name: m.pages_crumb_home(), path: '/' },
    { name: m.pages_crumb_services(), path: '/services' },
  ];
  return (
    <>
      <Seo
        title={m.pages_services_seo_title()}
        description={m.pages_services_seo_description()}
        path="/services"
        keywords={m.pages_services_keywords().split(', ')}
        jsonLd={[breadcrumbJsonLd(crumbs)]}
      />
      <PageHero title={m.pages_services_title()} intro={m.pages_services_intro()} crumbs={crumbs} />
      <Container maxW="7xl" py={{ base: '10', md: '14' }}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="5" data-testid="catalogue">
          {services.map((s) => (
            <CatalogueCard key={s.slug} item={s} base="/services" />
          ))}
        </SimpleGrid>
      </Container>
      <CtaBand title={m.pages_services_cta_title()} text={m.pages_services_cta_text()} />
    </>
  );
}
