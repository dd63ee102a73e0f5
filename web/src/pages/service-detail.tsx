import { Box } from '@chakra-ui/react';
import { use } from 'react';
import { useParams } from 'react-router-dom';
import { preparationFor } from '../../../common/booking/preparation';
import { preparationForHi } from '../../../common/booking/preparation.hi';
import { CLINIC } from '../../../common/clinic/facts';
import { absoluteUrl } from '../app/seo';
import { CopyBlock } from '../components/copy-block';
import { DetailPage } from '../components/detail-page';
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
  // The heading and the crumb say the name in the page's language; the English name in brackets stays for the lists
  // and the booking form, where patients compare it with what they were told.
  const shownTitle = headTitle(service.title, locale);
  return (
    <DetailPage
      path={path}
      title={shownTitle}
      head={m.pages_service_seo_title({ title: shownTitle })}
      item={service}
      list={{ path: '/services', crumb: m.pages_crumb_services(), back: m.pages_back_to_services() }}
      schema={{
        '@type': 'MedicalProcedure',
        name: service.title,
        description: service.description,
        url: absoluteUrl(href(path)),
        howPerformed: service.howItWorks.paragraphs[0],
        preparation: preparation.items.join(' '),
        provider: { '@type': 'MedicalClinic', name: CLINIC.name, url: absoluteUrl(href('/')) },
      }}
      cta={{
        title: m.pages_service_cta_title(),
        // English reads the name in the sentence's lower case ("Book your bronchoscopy appointment"); Hindi as it is.
        text: m.pages_service_cta_text({ title: locale === 'en' ? service.title.toLowerCase() : service.title }),
      }}
    >
      <CopyBlock id="what" title={m.pages_service_what()} section={service.introduction} />
      <CopyBlock id="why" title={m.pages_service_why()} section={service.whyNeeded} />
      <Box bg="brand.subtle" rounded="xl" p={{ base: '5', md: '8' }}>
        <CopyBlock id="how" title={m.pages_service_how()} section={service.howItWorks} ordered />
      </Box>
      <Box borderWidth="1px" borderColor="brand.100" rounded="xl" p={{ base: '5', md: '8' }} data-testid="preparation">
        <CopyBlock
          id="prepare"
          title={preparation.title}
          section={{
            paragraphs: [
              m.pages_service_prepare_note({ title: service.title, question: m.pages_service_visit_reason_question() }),
            ],
            points: [...preparation.items],
          }}
        />
      </Box>
      <CopyBlock id="choose" title={m.pages_service_choose()} section={service.whyChooseUs} />
    </DetailPage>
  );
}
