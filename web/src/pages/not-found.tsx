import { Box, Container, Heading, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { Seo } from '../app/seo';
import { ButtonLink } from '../components/links';

/** A "not found" block with one way back; the HTML for it is served with HTTP 404. */
export function NotFoundView({
  title,
  text,
  back,
}: {
  title: string;
  text: string;
  back: { to: string; label: string };
}) {
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
  return (
    <NotFoundView
      title="Oops! Page not found"
      text="The page you are looking for does not exist or has moved."
      back={{ to: '/', label: 'Return to Home' }}
    />
  );
}
