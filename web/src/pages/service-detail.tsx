import { Box, Container, Stack } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { use } from 'react';
import { useParams } from 'react-router-dom';
import { CLINIC } from '../../../common/clinic';
import { preparationFor } from '../../../common/preparation';
import { VISIT_REASON_QUESTION } from '../../../common/visit-reasons';
import { absoluteUrl, Seo } from '../app/seo';
import { breadcrumbJsonLd, faqJsonLd } from '../app/structured-data';
import { CopyBlock } from '../components/copy-block';
import { CtaBand } from '../components/cta-band';
import { FaqAccordion } from '../components/faq-accordion';
import { Illustration } from '../components/illustration';
import { ButtonLink } from '../components/links';
import { PageHero } from '../components/page-hero';
import { loadService } from '../content';
import { NotFoundView } from './not-found';

export const preload = (params: { slug?: string }) => loadService(params.slug ?? '');

export default function ServiceDetailPage() {
  const { slug = '' } = useParams();
  const service = use(loadService(slug));
  if (!service) {
    return (
      <NotFoundView
        title="Service not found"
        text="We could not find that service. Please choose one from our list of services."
        back={{ to: '/services', label: 'Back to Services' }}
      />
    );
  }
  const path = `/services/${service.slug}`;
  // Written once in common/, where the confirmation and reminder e-mails read the same list.
  const preparation = preparationFor(service.slug);
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Services', path: '/services' },
    { name: service.title, path },
  ];
  return (
    <>
      <Seo
        title={`${service.title} in Delhi`}
        description={service.description}
        path={path}
        keywords={service.keywords}
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'MedicalProcedure',
            name: service.title,
            description: service.description,
            url: absoluteUrl(path),
            howPerformed: service.howItWorks.paragraphs[0],
            preparation: preparation.items.join(' '),
            provider: { '@type': 'MedicalClinic', name: CLINIC.name, url: absoluteUrl('/') },
          },
          breadcrumbJsonLd(crumbs),
          faqJsonLd(service.faqs),
        ]}
      />
      <PageHero
        title={service.title}
        intro={service.description}
        crumbs={crumbs}
        aside={<Illustration name={service.heroImage} />}
      >
        <ButtonLink to="/services" variant="outline" colorPalette="brand">
          <ArrowLeft size={16} aria-hidden="true" />
          Back to Services
        </ButtonLink>
      </PageHero>
      <Container maxW="4xl" py={{ base: '10', md: '14' }}>
        <Stack gap={{ base: '10', md: '14' }}>
          <CopyBlock id="what" title="What is This Service?" section={service.introduction} />
          <CopyBlock id="why" title="Why This Service is Needed" section={service.whyNeeded} />
          <Box bg="brand.subtle" rounded="xl" p={{ base: '5', md: '8' }}>
            <CopyBlock id="how" title="How It Works" section={service.howItWorks} ordered />
          </Box>
          <Box
            borderWidth="1px"
            borderColor="brand.100"
            rounded="xl"
            p={{ base: '5', md: '8' }}
            data-testid="preparation"
          >
            <CopyBlock
              id="prepare"
              title={preparation.title}
              section={{
                paragraphs: [
                  `When you book, choose “${service.title}” under “${VISIT_REASON_QUESTION}”, and your confirmation e-mail will include this list.`,
                ],
                points: [...preparation.items],
              }}
            />
          </Box>
          <CopyBlock id="choose" title="Why Choose Us in Delhi" section={service.whyChooseUs} />
          <FaqAccordion faqs={service.faqs} />
        </Stack>
      </Container>
      <CtaBand
        title="Ready to Get Started?"
        text={`Book your ${service.title.toLowerCase()} appointment online, call us, or send a message on WhatsApp.`}
      />
    </>
  );
}
