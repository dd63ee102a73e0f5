import { Accordion, Box, Heading, Span } from '@chakra-ui/react';
import type { Faq } from '../content/types';

/** Questions and answers: one open at a time, and an open one can be closed again (spec §4). */
export function FaqAccordion({ faqs, id = 'faq' }: { faqs: readonly Faq[]; id?: string }) {
  return (
    <Box as="section" aria-labelledby={id} py="2">
      <Heading as="h2" id={id} size={{ base: 'xl', md: '2xl' }} color="ink.900" mb="4">
        Frequently Asked Questions
      </Heading>
      <Accordion.Root collapsible variant="enclosed" data-testid="faq">
        {faqs.map((f, i) => (
          <Accordion.Item key={f.question} value={`q${i}`}>
            <Accordion.ItemTrigger py="4" cursor="pointer">
              <Span flex="1" fontWeight="semibold" fontSize="md" textAlign="start">
                {f.question}
              </Span>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Accordion.ItemBody color="ink.800" lineHeight="tall" pb="4">
                {f.answer}
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </Box>
  );
}
