import { Box, Container } from '@chakra-ui/react';
import { Seo } from '../app/seo';
import { m } from '../i18n';
import { Island } from '../islands/island';

/**
 * /manage#<token>: the link in every booking e-mail. The prerendered page is a shell with no booking in it; the
 * script opens the booking the token names. Not indexed, and nothing here changes a booking unless the patient
 * presses a button.
 */
export default function ManagePage() {
  return (
    <>
      <Seo title={m.pages_manage_seo_title()} description={m.pages_manage_seo_description()} noindex />
      <Box
        bgGradient="to-b"
        gradientFrom="brand.50"
        gradientTo="white"
        py={{ base: '6', md: '12' }}
        // A short screen (a message and a button) still keeps the footer off the middle of a tall window.
        minH={{ md: '60vh' }}
      >
        <Container maxW="2xl" px={{ base: '3', sm: '4' }}>
          <Island name="manage-view" load="eager" />
        </Container>
      </Box>
    </>
  );
}
