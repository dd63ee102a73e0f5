import { Box, IconButton, VisuallyHidden } from '@chakra-ui/react';
import { MessageCircle, Phone, X } from 'lucide-react';
import { unbroken } from '../../../../common/clinic/facts';
import { clinicHref } from '../../components/clinic-facts';
import { ButtonAnchor } from '../../components/links';
import { m } from '../../i18n';

/** Scroll distance, in px, after which the floating buttons appear (spec §9). */
export const FLOATING_THRESHOLD = 300;

const SET_ID = 'floating-set';
const SET_OPEN = `#${SET_ID}:popover-open`;

/**
 * "Call Now" and WhatsApp, floating after 300 px of scroll; on phones a round button toggles them.
 *
 * No script: they are in the page's HTML, and a CSS scroll-driven animation hides them (visibility, so they cannot
 * be tabbed to or read either) until the page has scrolled past 300 px. A browser without scroll-driven animations
 * simply shows them all along. On phones the set is a native popover that the round button toggles (Escape and a
 * tap elsewhere close it); from `md` it is always shown and the round button is not.
 */
export function FloatingContact() {
  return (
    <Box
      position="fixed"
      right={{ base: '4', md: '6' }}
      bottom={{ base: '4', md: '6' }}
      zIndex="overlay"
      data-testid="floating-contact"
      css={{
        '@supports (animation-timeline: scroll())': {
          animationName: 'floating-reveal', // in the theme's keyframes
          animationTimingFunction: 'linear',
          animationFillMode: 'both',
          animationTimeline: 'scroll(root)',
          animationRange: `${FLOATING_THRESHOLD}px ${FLOATING_THRESHOLD + 40}px`,
        },
        // The round button's icon and name follow the set's state.
        [`&:has(${SET_OPEN}) [data-set-label=show], &:not(:has(${SET_OPEN})) [data-set-label=hide]`]: {
          display: 'none',
        },
      }}
    >
      <Box
        asChild
        flexDirection="column"
        alignItems="end"
        gap="3"
        css={{
          // Phones: the UA's popover box becomes a column of buttons above the round button (it is fixed there).
          m: '0',
          p: '0',
          border: '0',
          bg: 'transparent',
          overflow: 'visible',
          inset: 'auto',
          right: '4',
          bottom: '4.75rem',
          '&:popover-open': { display: 'flex' },
          // From md: always shown, in place, whatever the popover's state.
          md: { display: 'flex', position: 'static' },
        }}
      >
        <div id={SET_ID} popover="auto">
          <ButtonAnchor {...clinicHref('tel')} colorPalette="brand" rounded="full" size="lg" boxShadow="lg">
            <Phone size={18} aria-hidden="true" />
            {unbroken(m.chrome_call_now())}
          </ButtonAnchor>
          <ButtonAnchor
            {...clinicHref('whatsapp')}
            external
            bg="#128C7E"
            color="white"
            _hover={{ bg: '#0e7368' }}
            rounded="full"
            size="lg"
            boxShadow="lg"
          >
            <MessageCircle size={18} aria-hidden="true" />
            {m.chrome_whatsapp()}
          </ButtonAnchor>
        </div>
      </Box>
      <IconButton asChild hideFrom="md" rounded="full" size="xl" colorPalette="brand" boxShadow="lg">
        <button type="button" popoverTarget={SET_ID}>
          <Box as="span" data-set-label="show" display="contents">
            <Phone size={24} aria-hidden="true" />
            <VisuallyHidden>{m.chrome_show_contact_buttons()}</VisuallyHidden>
          </Box>
          <Box as="span" data-set-label="hide" display="contents">
            <X size={24} aria-hidden="true" />
            <VisuallyHidden>{m.chrome_hide_contact_buttons()}</VisuallyHidden>
          </Box>
        </button>
      </IconButton>
    </Box>
  );
}
