import { Box, Heading } from '@chakra-ui/react';
import { use } from 'react';
import { useParams } from 'react-router-dom';
import type { Locale } from '../../../common/i18n/locale';
import { absoluteUrl } from '../app/seo';
import { Bullets, CopyBlock } from '../components/copy-block';
import { DetailPage } from '../components/detail-page';
import { headTitle, loadCondition } from '../content';
import { href, m, pageLocale } from '../i18n';
import { NotFoundView } from './not-found';

export const preload = (params: { slug?: string }) => loadCondition(params.slug ?? '', pageLocale());

/** The condition itself, for MedicalCondition's name: "TB Treatment" → "TB", "टीबी का इलाज (TB Treatment)" → "टीबी". */
function conditionName(title: string, locale: Locale): string {
  return headTitle(title, locale)
    .replace(/ Treatment$/, '')
    .replace(/ का इलाज$/, '');
}

export default function ConditionDetailPage() {
  const { slug = '' } = useParams();
  const locale = pageLocale();
  const condition = use(loadCondition(slug, locale));
  if (!condition) {
    return <NotFoundView kind="condition" />;
  }
  const path = `/conditions/${condition.slug}`;
  // As on a service page: the heading and the crumb without the English name in brackets. The crumb before it names
  // where it leads, the list of conditions (/treatments), not the services.
  const shownTitle = headTitle(condition.title, locale);
  return (
    <DetailPage
      path={path}
      title={shownTitle}
      head={m.pages_condition_seo_title({ title: shownTitle })}
      item={condition}
      list={{ path: '/treatments', crumb: m.pages_crumb_treatments(), back: m.pages_back_to_conditions() }}
      schema={{
        '@type': 'MedicalCondition',
        name: conditionName(condition.title, locale),
        description: condition.description,
        url: absoluteUrl(href(path)),
        signOrSymptom: condition.symptoms.map((s) => ({ '@type': 'MedicalSymptom', name: s })),
        possibleTreatment: { '@type': 'MedicalTherapy', name: condition.treatment.paragraphs[0]?.slice(0, 120) },
      }}
      cta={{ title: m.pages_condition_cta_title(), text: m.pages_condition_cta_text() }}
    >
      <CopyBlock id="about" title={m.pages_condition_about()} section={condition.introduction} />
      <CopyBlock id="causes" title={m.pages_condition_causes()} section={condition.causes} />
      <Box as="section" aria-labelledby="symptoms" bg="brand.subtle" rounded="xl" p={{ base: '5', md: '8' }}>
        <Heading as="h2" id="symptoms" size={{ base: 'xl', md: '2xl' }} color="ink.900">
          {m.pages_condition_symptoms()}
        </Heading>
        <Bullets items={condition.symptoms} />
      </Box>
      <CopyBlock id="diagnosis" title={m.pages_condition_diagnosis()} section={condition.diagnosis} />
      <CopyBlock id="treatment" title={m.pages_condition_treatment()} section={condition.treatment} />
      <CopyBlock id="choose" title={m.pages_condition_choose()} section={condition.whyChooseUs} />
    </DetailPage>
  );
}
