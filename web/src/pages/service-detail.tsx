import { Box, Container, Stack } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { use } from 'react';
import { useParams } from 'react-router-dom';
import { CLINIC } from '../../../common/clinic';
import { preparationFor } from '../../../common/preparation';
import { preparationForHi } from '../../../common/preparation.hi';
import { absoluteUrl, Seo } from '../app/seo';
import { breadcrumbJsonLd, faqJsonLd } from '../app/structured-data';
import { CopyBlock } from '../components/copy-block';
import { CtaBand } from '../components/cta-band';
import { FaqAccordion } from '../components/faq-accordion';
import { Illustration } from '../components/illustration';
import { ButtonLink } from '../components/links';
import { PageHero } from '../components/page-hero';
import { headTitle, loadService } from '../content';
import { href, m, pageLocale } from '../i18n';
import { NotFoundView } from './not-found';

export const preload = (params: { slug?: string }) => loadService(params.slug ?? '', pageLocale());

export default function ServiceDetailPage() {
  const { slug = '' } = useParams();
  const locale = pageLocale();
  const service = use(loadService(slug, locale));
  if (!service) {
    return <NotFoundView kind="service" />;
  }
  const path = `/services/${service.slug}`;
  // Written once in common/, where the confirmation and reminder e-mails read the same list.
  const preparation = locale === 'hi' ? preparationForHi(service.slug) : preparationFor(service.slug);
  // The booking form's question, as the form asks it in this language.
  // The heading and the crumb say the name in the page's language; the English name in brackets stays for the lists
  // and the booking form, where patients compare it with what they were told.
  const shownTitle = headTitle(service.title, locale);
  const crumbs = [
    { name: m.pages_crumb_home(), path: '/' },
    { name: m.pages_crumb_services(), path: '/services' },
    { name: shownTitle, path },
  ];
  return (
    <>
      <Seo
        title={m.pages_service_seo_title({ title: shownTitle })}
        description={service.description}
        path={path}
        keywords={service.keywords}
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'MedicalProcedure',
            name: service.title,
            description: service.description,
            url: absoluteUrl(href(path)),
            howPerformed: service.howItWorks.paragraphs[0],
            preparation: preparation.items.join(' '),
            provider: { '@type': 'MedicalClinic', name: CLINIC.name, url: absoluteUrl(href('/')) },
          },
          breadcrumbJsonLd(crumbs),
          faqJsonLd(service.faqs),
        ]}
      />
      <PageHero
        title={shownTitle}
        intro={service.description}
        crumbs={crumbs}
        aside={<Illustration name={service.heroImage} />}
      >
        <ButtonLink to="/services" variant="outline" colorPalette="brand">
          <ArrowLeft size={16} aria-hidden="true" />
          {m.pages_back_to_services()}
        </ButtonLink>
      </PageHero>
      <Container maxW="4xl" py={{ base: '10', md: '14' }}>
        <Stack gap={{ base: '10', md: '14' }}>
          <CopyBlock id="what" title={m.pages_service_what()} section={service.introduction} />
          <CopyBlock id="why" title={m.pages_service_why()} section={service.whyNeeded} />
          <Box bg="brand.subtle" rounded="xl" p={{ base: '5', md: '8' }}>
            <CopyBlock id="how" title={m.pages_service_how()} section={service.howItWorks} ordered />
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
                  m.pages_service_prepare_note({
                    title: service.title,
                    question: m.pages_service_visit_reason_question(),
                  }),
                ],
                points: [...preparation.items],
              }}
            />
          </Box>
          <CopyBlock id="choose" title={m.pages_service_choose()} section={service.whyChooseUs} />
          <FaqAccordion faqs={service.faqs} />
        </Stack>
      </Container>
      <CtaBand
        title={m.pages_service_cta_title()}
        // English reads the name in the sentence's lower case ("Book your bronchoscopy appointment"); Hindi as it is.
        text={m.pages_service_cta_text({ title: locale === 'en' ? service.title.toLowerCase() : service.title })}
      />
    </>
  );
}
