import { Box, Container, Heading, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { Seo } from '../app/seo';
import { ButtonLink } from '../components/links';
import { m } from '../i18n';

/** What was not found: any page, a service or condition slug, or a doctor's profile. */
export type NotFoundKind = 'page' | 'service' | 'condition' | 'doctor';

interface NotFoundCopy {
  title: string;
  text: string;
  /** `to` is the English path: the button goes to it in the page's language. */
  back: { to: string; label: string };
}

/** Each "not found" in the page's language (spec §2 and §8 give the English titles and buttons). */
function notFoundCopy(kind: NotFoundKind): NotFoundCopy {
  switch (kind) {
    case 'service':
      return {
        title: m.chrome_service_not_found_title(),
        text: m.chrome_service_not_found_text(),
        back: { to: '/services', label: m.pages_back_to_services() },
      };
    case 'condition':
      return {
        title: m.chrome_condition_not_found_title(),
        text: m.chrome_condition_not_found_text(),
        back: { to: '/treatments', label: m.pages_back_to_conditions() },
      };
    case 'doctor':
      return {
        title: m.chrome_not_found_title(),
        text: m.chrome_doctor_not_found_text(),
        back: { to: '/', label: m.chrome_not_found_home() },
      };
    default:
      return {
        title: m.chrome_not_found_title(),
        text: m.chrome_not_found_text(),
        back: { to: '/', label: m.chrome_not_found_home() },
      };
  }
}

/**
 * A "not found" block with one way back; the HTML for it is served with HTTP 404. Pass `kind` for the site's own
 * texts in the page's language (`<NotFoundView kind="service" />`); `title`, `text` and `back` are still taken as
 * they are, for a caller with texts of its own.
 */
export function NotFoundView(props: { kind: NotFoundKind } | NotFoundCopy) {
  const { title, text, back } = 'kind' in props ? notFoundCopy(props.kind) : props;
  return (
    <Container maxW="3xl" py={{ base: '16', md: '24' }} textAlign="center">
      <Seo title={title} description={text} noindex />
      <Text fontSize="6xl" fontWeight="bold" color="brand.500" lineHeight="1" aria-hidden="true">
        404
      </Text>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mt="4" color="ink.900">
        {title}
      </Heading>
      <Text mt="3" color="ink.700" fontSize="lg">
        {text}
      </Text>
      <Box mt="8">
        <ButtonLink to={back.to} colorPalette="brand" size="lg">
          <ArrowLeft size={18} aria-hidden="true" />
          {back.label}
        </ButtonLink>
      </Box>
    </Container>
  );
}

export default function NotFoundPage() {
  return <NotFoundView kind="page" />;
}
