import { Box, Container } from '@chakra-ui/react';
import { Seo } from '../app/seo';
import { Island } from '../islands/island';
import type { IslandName } from '../islands/registry';

/**
 * The page an e-mailed link opens (/manage#<token>, /privacy/request#<token>), as its module's default export: a
 * prerendered shell with no personal data in it, whose island opens what the token names. Not indexed. The head's
 * words are message functions, rendered in the page's language when the page renders.
 */
export function linkPageShell(island: IslandName, title: () => string, description: () => string) {
  return function LinkPageShell() {
    return (
      <>
        <Seo title={title()} description={description()} noindex />
        {/* A short screen (a message and a button) still keeps the footer off the middle of a tall window. */}
        <Box
          bgGradient="to-b"
          gradientFrom="brand.50"
          gradientTo="white"
          py={{ base: '6', md: '12' }}
          minH={{ md: '60vh' }}
        >
          <Container maxW="2xl" px={{ base: '3', sm: '4' }}>
            <Island name={island} load="eager" />
          </Container>
        </Box>
      </>
    );
  };
}
