import { Box, Heading } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import type { Faq } from '../content/types';
import { m } from '../i18n';

/**
 * Questions and answers: one open at a time, and an open one can be closed again (spec §4).
 *
 * Native <details> elements sharing a `name` are an exclusive accordion in the browser itself: it works before the
 * page's JavaScript has loaded (or without it), is announced as expandable by screen readers, and costs no script.
 */
export function FaqAccordion({ faqs, id = 'faq' }: { faqs: readonly Faq[]; id?: string }) {
  return (
    <Box as="section" aria-labelledby={id} py="2">
      <Heading as="h2" id={id} size={{ base: 'xl', md: '2xl' }} color="ink.900" mb="4">
        {m.chrome_faq_title()}
      </Heading>
      <Box data-testid="faq" borderWidth="1px" borderColor="border" rounded="l3" overflow="hidden">
        {faqs.map((f) => (
          <Box
            asChild
            key={f.question}
            borderTopWidth="1px"
            borderColor="border"
            _first={{ borderTopWidth: '0' }}
            css={{
              '&[open] .faq-chevron': { transform: 'rotate(180deg)' },
              '&[open] > summary': { color: 'brand.fg' },
            }}
          >
            <details name={`${id}-item`}>
              <Box
                as="summary"
                display="flex"
                alignItems="center"
                gap="3"
                px="4"
                py="4"
                cursor="pointer"
                fontWeight="semibold"
                listStyle="none"
                _hover={{ bg: 'bg.subtle' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
                css={{ '&::-webkit-details-marker': { display: 'none' } }}
              >
                <Box as="span" flex="1">
                  {f.question}
                </Box>
                <Box as="span" className="faq-chevron" color="fg.muted" transition="transform 0.2s" flexShrink={0}>
                  <ChevronDown size={18} aria-hidden="true" />
                </Box>
              </Box>
              <Box px="4" pb="4" color="ink.800" lineHeight="tall">
                {f.answer}
              </Box>
            </details>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
