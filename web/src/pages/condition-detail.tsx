import { Box, Container, Heading, Stack } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { use } from 'react';
import { useParams } from 'react-router-dom';
import { absoluteUrl, Seo } from '../app/seo';
import { breadcrumbJsonLd, faqJsonLd } from '../app/structured-data';
import { Bullets, CopyBlock } from '../components/copy-block';
import { CtaBand } from '../components/cta-band';
import { FaqAccordion } from '../components/faq-accordion';
import { Illustration } from '../components/illustration';
import { ButtonLink } from '../components/links';
import { PageHero } from '../components/page-hero';
import { loadCondition } from '../content';
import { NotFoundView } from './not-found';

export const preload = (params: { slug?: string }) => loadCondition(params.slug ?? '');

export default function ConditionDetailPage() {
  const { slug = '' } = useParams();
  const condition = use(loadCondition(slug));
  if (!condition) {
    return (
      <NotFoundView
        title="Condition not found"
        text="We could not find that condition. Please choose one from the conditions we treat."
        back={{ to: '/treatments', label: 'Back to Services' }}
      />
    );
  }
  const path = `/conditions/${condition.slug}`;
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Services', path: '/treatments' },
    { name: condition.title, path },
  ];
  return (
    <>
      <Seo
        title={`${condition.title} in Delhi`}
        description={condition.description}
        path={path}
        keywords={condition.keywords}
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'MedicalCondition',
            name: condition.title.replace(/ Treatment$/, ''),
            description: condition.description,
            url: absoluteUrl(path),
            signOrSymptom: condition.symptoms.map((s) => ({ '@type': 'MedicalSymptom', name: s })),
            possibleTreatment: { '@type': 'MedicalTherapy', name: condition.treatment.paragraphs[0]?.slice(0, 120) },
          },
          breadcrumbJsonLd(crumbs),
          faqJsonLd(condition.faqs),
        ]}
      />
      <PageHero
        title={condition.title}
        intro={condition.description}
        crumbs={crumbs}
        aside={<Illustration name={condition.heroImage} />}
      >
        <ButtonLink to="/treatments" variant="outline" colorPalette="brand">
          <ArrowLeft size={16} aria-hidden="true" />
          Back to Services
        </ButtonLink>
      </PageHero>
      <Container maxW="4xl" py={{ base: '10', md: '14' }}>
        <Stack gap={{ base: '10', md: '14' }}>
          <CopyBlock id="about" title="About This Condition" section={condition.introduction} />
          <CopyBlock id="causes" title="Causes & Risk Factors" section={condition.causes} />
          <Box as="section" aria-labelledby="symptoms" bg="brand.subtle" rounded="xl" p={{ base: '5', md: '8' }}>
            <Heading as="h2" id="symptoms" size={{ base: 'xl', md: '2xl' }} color="ink.900">
              Common Symptoms
            </Heading>
            <Bullets items={condition.symptoms} />
          </Box>
          <CopyBlock id="diagnosis" title="Diagnosis & Tests" section={condition.diagnosis} />
          <CopyBlock id="treatment" title="Treatment Options" section={condition.treatment} />
          <CopyBlock id="choose" title="Why Choose Our Delhi Clinic" section={condition.whyChooseUs} />
          <FaqAccordion faqs={condition.faqs} />
        </Stack>
      </Container>
      <CtaBand
        title="Get Expert Care Today"
        text="Book an appointment online, call us, or send a message on WhatsApp. We will help you breathe easier."
      />
    </>
  );
}
