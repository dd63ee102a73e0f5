import { Box, Container } from '@chakra-ui/react';
import { Seo } from '../app/seo';
import { Island } from '../islands/island';
import type { IslandName } from '../islands/registry';

/**
 * The page an e-mailed link opens (/manage#<token>, /privacy/request#<token>): a prerendered shell with no personal
 * data in it, whose island opens what the token names. Not indexed.
 */
export function LinkPageShell({
  title,
  description,
  island,
}: {
  title: string;
  description: string;
  island: IslandName;
}) {
  return (
    <>
      <Seo title={title} description={description} noindex />
      <Box
        bgGradient="to-b"
        gradientFrom="brand.50"
        gradientTo="white"
        py={{ base: '6', md: '12' }}
        // A short screen (a message and a button) still keeps the footer off the middle of a tall window.
        minH={{ md: '60vh' }}
      >
        <Container maxW="2xl" px={{ base: '3', sm: '4' }}>
          <Island name={island} load="eager" />
        </Container>
      </Box>
    </>
  );
}
