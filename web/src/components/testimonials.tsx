import { Box, Card, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { Quote, Star } from 'lucide-react';
import { TESTIMONIALS, TESTIMONIALS_LANG } from '../content/testimonials';
import { m } from '../i18n';

/**
 * Patients' words with their five stars. The words, names and places stay as the patients gave them, in English, on
 * every page, marked with `lang` (see TESTIMONIALS_LANG); the stars' label is in the page's language.
 */
export function Testimonials({ limit }: { limit?: number }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="5">
      {TESTIMONIALS.slice(0, limit).map((t) => (
        <Card.Root key={t.author} variant="elevated" bg="white">
          <Card.Body gap="3" as="figure" m="0">
            <HStack justify="space-between">
              <HStack gap="0.5" color="sand.500" role="img" aria-label={m.chrome_stars({ rating: t.rating })}>
                {Array.from({ length: t.rating }, (_, i) => (
                  <Star key={i} size={16} fill="currentColor" aria-hidden="true" />
                ))}
              </HStack>
              <Box color="brand.200">
                <Quote size={22} aria-hidden="true" />
              </Box>
            </HStack>
            <Text as="blockquote" color="ink.800" lang={TESTIMONIALS_LANG}>
              {t.text}
            </Text>
            <Box as="figcaption" mt="auto" lang={TESTIMONIALS_LANG}>
              <Text fontWeight="semibold">{t.author}</Text>
              <Text fontSize="sm" color="ink.700">
                {t.location}
              </Text>
            </Box>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
