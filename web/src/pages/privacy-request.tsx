import { Box, Container } from '@chakra-ui/react';
import { Seo } from '../app/seo';
import { m } from '../i18n';
import { Island } from '../islands/island';

/**
 * /privacy/request#<token>: the link e-mailed from /privacy. The prerendered page is a shell with no data in it; the
 * script opens the request the token names. Not indexed, and nothing here changes anything unless the person presses
 * a button.
 */
export default function PrivacyRequestPage() {
  return (
    <>
      <Seo
        title={m.pages_privacy_request_seo_title()}
        description={m.pages_privacy_request_seo_description()}
        noindex
      />
      <Box
        bgGradient="to-b"
        gradientFrom="brand.50"
        gradientTo="white"
        py={{ base: '6', md: '12' }}
        // A short screen (a message and a button) still keeps the footer off the middle of a tall window.
        minH={{ md: '60vh' }}
      >
        <Container maxW="2xl" px={{ base: '3', sm: '4' }}>
          <Island name="privacy-request" load="eager" />
        </Container>
      </Box>
    </>
  );
}
