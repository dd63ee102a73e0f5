import { services } from 'virtual:catalogue';
import { Container, SimpleGrid } from '@chakra-ui/react';
import { Seo } from '../app/seo';
import { breadcrumbJsonLd } from '../app/structured-data';
import { CatalogueCard } from '../components/catalogue-card';
import { CtaBand } from '../components/cta-band';
import { PageHero } from '../components/page-hero';

const crumbs = [
  { name: 'Home', path: '/' },
  { name: 'Services', path: '/services' },
];

export default function ServicesPage() {
  return (
    <>
      <Seo
        title="Pulmonology Services in Delhi"
        description="Lung function tests, bronchoscopy, sleep studies, allergy testing, oxygen therapy and more: the chest and respiratory services at our Delhi clinic."
        path="/services"
        keywords={['pulmonology services Delhi', 'lung function test', 'bronchoscopy', 'sleep study', 'chest clinic']}
        jsonLd={[breadcrumbJsonLd(crumbs)]}
      />
      <PageHero
        title="Our Services"
        intro="Tests, procedures and therapies for every breathing problem, under one roof and explained in plain words."
        crumbs={crumbs}
      />
      <Container maxW="7xl" py={{ base: '10', md: '14' }}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="5" data-testid="catalogue">
          {services.map((s) => (
            <CatalogueCard key={s.slug} item={s} base="/services" />
          ))}
        </SimpleGrid>
      </Container>
      <CtaBand
        title="Not sure which test you need?"
        text="Book a consultation and our pulmonologist will advise you on the right tests, and only the ones you need."
      />
    </>
  );
}
