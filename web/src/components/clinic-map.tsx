import { Box, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { ExternalLink, Star } from 'lucide-react';
import { ADDRESS_LINE, CLINIC, MAP, REVIEWS } from '../../../common/clinic/facts';
import { intlLocale, m } from '../i18n';

/**
 * The embedded map (the only third-party content) with the clinic's card over it. The Google frame is added only when
 * the patient gets near it (web/src/enhance/map.ts builds it from the slot's data): its connection to another origin
 * and its scripts never compete with the page's first paint. Without JavaScript the frame is in <noscript>; the card's link opens the full map either way. The frame sends
 * no referrer: the page's address (which page of a chest clinic a patient was reading) is not Google's to know.
 */
export function ClinicMap({
  height = { base: '320px', md: '420px' },
  overlay = true,
}: {
  height?: Record<string, string>;
  overlay?: boolean;
}) {
  const title = m.chrome_map_title({ clinic: CLINIC.name });
  const frame = <iframe title={title} src={MAP.embedUrl} loading="lazy" referrerPolicy="no-referrer" />;
  return (
    <Box
      position="relative"
      rounded="xl"
      overflow="hidden"
      borderWidth="1px"
      borderColor="brand.100"
      h={height}
      bg="brand.50"
    >
      <Box
        data-map-slot=""
        data-src={MAP.embedUrl}
        data-title={title}
        position="absolute"
        inset="0"
        css={{ '& iframe': { border: 0, width: '100%', height: '100%', display: 'block' } }}
      >
        <noscript>{frame}</noscript>
      </Box>
      {overlay ? (
        <Box
          position="absolute"
          top="3"
          left="3"
          right={{ base: '3', sm: 'auto' }}
          maxW="xs"
          bg="white"
          rounded="lg"
          boxShadow="lg"
          p="4"
          data-testid="map-card"
        >
          <Stack gap="1.5">
            <Text fontWeight="bold" color="ink.900">
              {CLINIC.name}
            </Text>
            <Text fontSize="sm" color="ink.700">
              {ADDRESS_LINE}
            </Text>
            <HStack gap="1.5" fontSize="sm">
              <Text fontWeight="semibold">{REVIEWS.rating}</Text>
              <HStack gap="0" color="sand.500" aria-hidden="true">
                {[1, 2, 3, 4, 5].map((i) => (
                  <Star key={i} size={14} fill="currentColor" />
                ))}
              </HStack>
              <Text color="ink.700">
                {m.chrome_map_reviews({ count: REVIEWS.mapCount.toLocaleString(intlLocale()) })}
              </Text>
            </HStack>
            <Link
              href={MAP.linkUrl}
              target="_blank"
              rel="noopener noreferrer"
              color="brand.fg"
              fontSize="sm"
              fontWeight="semibold"
            >
              {m.chrome_map_larger()} <ExternalLink size={14} aria-hidden="true" />
            </Link>
          </Stack>
        </Box>
      ) : null}
    </Box>
  );
}
