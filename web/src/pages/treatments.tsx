import { conditions } from 'virtual:catalogue';
import { Container, SimpleGrid } from '@chakra-ui/react';
import { Seo } from '../app/seo';
import { breadcrumbJsonLd } from '../app/structured-data';
import { CatalogueCard } from '../components/catalogue-card';
import { CtaBand } from '../components/cta-band';
import { PageHero } from '../components/page-hero';

const crumbs = [
  { name: 'Home', path: '/' },
  { name: 'Treatments', path: '/treatments' },
];

export default function TreatmentsPage() {
  return (
    <>
      <Seo
        title="Chest Conditions We Treat in Delhi"
        description="Asthma, COPD, tuberculosis, pneumonia, sleep apnea, sarcoidosis, lung cancer and more: the lung conditions our Delhi pulmonologist diagnoses and treats."
        path="/treatments"
        keywords={['asthma treatment Delhi', 'COPD treatment', 'TB treatment', 'sleep apnea', 'pulmonologist Delhi']}
        jsonLd={[breadcrumbJsonLd(crumbs)]}
      />
      <PageHero
        title="Conditions We Treat"
        intro="From a cough that will not go away to long-term lung disease: what each condition is, and how we can help."
        crumbs={crumbs}
      />
      <Container maxW="7xl" py={{ base: '10', md: '14' }}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="5" data-testid="catalogue">
          {conditions.map((c) => (
            <CatalogueCard key={c.slug} item={c} base="/conditions" />
          ))}
        </SimpleGrid>
      </Container>
      <CtaBand
        title="Worried about your breathing?"
        text="An early visit makes most chest conditions easier to treat. Book a consultation or call us to talk it through."
      />
    </>
  );
}
