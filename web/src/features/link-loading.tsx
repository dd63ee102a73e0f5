import { Box, Spinner, Text } from '@chakra-ui/react';

/**
 * "Opening your …" while a page opened from an e-mailed link (/manage, /privacy/request) asks the API about its token.
 * Without JavaScript nothing will load, so it is hidden there: the page's <noscript> text says what to do instead.
 */
export function LinkLoading({ text }: { text: string }) {
  return (
    <Box
      css={{ '@media (scripting: none)': { display: 'none' } }}
      role="status"
      display="flex"
      alignItems="center"
      gap="3"
      mt="4"
      color="ink.700"
    >
      <Spinner size="sm" color="brand.solid" borderWidth="3px" />
      <Text fontSize="lg">{text}</Text>
    </Box>
  );
}
