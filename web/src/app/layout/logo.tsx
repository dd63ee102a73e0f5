import { Box, HStack, Text } from '@chakra-ui/react';
import { CLINIC } from '../../../../common/clinic/facts';
import { m } from '../../i18n';

/** The clinic's mark: stylised lungs in a teal roundel, with the name beside it. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <HStack gap="2.5">
      <Box
        as="span"
        display="inline-flex"
        rounded="full"
        bg={inverted ? 'white' : 'brand.solid'}
        p="1.5"
        flexShrink={0}
      >
        <svg width="26" height="26" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <path
            d="M16 4v10m0 0c-1.5 2-3 2.5-4.5 2.5M16 14c1.5 2 3 2.5 4.5 2.5"
            stroke={inverted ? '#0b6e6e' : '#fff'}
            strokeWidth="2"
            strokeLinecap="round"
            fill="none"
          />
          <path
            d="M11 9C7 9.5 5 16 5 22c0 3 1.8 4.5 4.5 4 3-.6 4.5-2.5 4.5-6v-8.5C14 10 12.7 8.8 11 9Zm10 0c4 .5 6 7 6 13 0 3-1.8 4.5-4.5 4-3-.6-4.5-2.5-4.5-6v-8.5C18 10 19.3 8.8 21 9Z"
            fill={inverted ? '#0b6e6e' : '#fff'}
            opacity="0.92"
          />
        </svg>
      </Box>
      <Box lineHeight="1.1">
        <Text
          as="span"
          display="block"
          fontWeight="bold"
          fontSize={{ base: 'md', md: 'lg' }}
          color={inverted ? 'white' : 'brand.fg'}
        >
          {CLINIC.shortName}
        </Text>
        <Text as="span" display="block" fontSize="xs" color={inverted ? 'brand.100' : 'ink.700'}>
          {m.chrome_logo_subtitle()}
        </Text>
      </Box>
    </HStack>
  );
}
