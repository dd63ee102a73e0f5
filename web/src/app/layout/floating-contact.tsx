import { Box, IconButton, Stack } from '@chakra-ui/react';
import { MessageCircle, Phone, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { telHref, whatsappHref } from '../../../../common/clinic';
import { ButtonAnchor } from '../../components/links';

/** Scroll distance, in px, after which the floating buttons appear (spec §9). */
export const FLOATING_THRESHOLD = 300;

/** "Call Now" and WhatsApp, floating after 300 px of scroll; on phones a round button toggles them. */
export function FloatingContact() {
  const [visible, setVisible] = useState(false);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > FLOATING_THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  if (!visible) return null;
  return (
    <Box
      position="fixed"
      right={{ base: '4', md: '6' }}
      bottom={{ base: '4', md: '6' }}
      zIndex="overlay"
      data-testid="floating-contact"
    >
      <Stack
        gap="3"
        align="end"
        display={{ base: open ? 'flex' : 'none', md: 'flex' }}
        mb={{ base: '3', md: '0' }}
        id="floating-set"
      >
        <ButtonAnchor href={telHref()} colorPalette="brand" rounded="full" size="lg" boxShadow="lg">
          <Phone size={18} aria-hidden="true" />
          Call Now
        </ButtonAnchor>
        <ButtonAnchor
          href={whatsappHref()}
          external
          bg="#128C7E"
          color="white"
          _hover={{ bg: '#0e7368' }}
          rounded="full"
          size="lg"
          boxShadow="lg"
        >
          <MessageCircle size={18} aria-hidden="true" />
          WhatsApp
        </ButtonAnchor>
      </Stack>
      <IconButton
        hideFrom="md"
        float="right"
        rounded="full"
        size="xl"
        colorPalette="brand"
        boxShadow="lg"
        aria-label={open ? 'Hide contact buttons' : 'Show contact buttons'}
        aria-expanded={open}
        aria-controls="floating-set"
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <X size={24} aria-hidden="true" /> : <Phone size={24} aria-hidden="true" />}
      </IconButton>
    </Box>
  );
}
