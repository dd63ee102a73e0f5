import { Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import { CircleCheck } from 'lucide-react';
import type { Section } from '../content/types';

/** One titled block of page copy: paragraphs, then bullets (numbered when `ordered`). */
export function CopyBlock({
  title,
  section,
  ordered = false,
  id,
}: {
  title: string;
  section: Section;
  ordered?: boolean;
  id: string;
}) {
  return (
    <Box as="section" aria-labelledby={id} py="2">
      <Heading as="h2" id={id} size={{ base: 'xl', md: '2xl' }} color="ink.900" mb="4">
        {title}
      </Heading>
      <Stack gap="4" color="ink.800" fontSize={{ base: 'md', md: 'lg' }} lineHeight="tall">
        {section.paragraphs.map((p) => (
          <Text key={p.slice(0, 40)}>{p}</Text>
        ))}
      </Stack>
      {section.points?.length ? <Bullets items={section.points} ordered={ordered} /> : null}
    </Box>
  );
}

/** A bullet or numbered list of short points. */
export function Bullets({ items, ordered = false }: { items: readonly string[]; ordered?: boolean }) {
  if (ordered) {
    return (
      <List.Root as="ol" gap="3" mt="5" ps="0" listStyle="none">
        {items.map((item, i) => (
          <List.Item key={item} display="flex" gap="3" alignItems="start">
            <Box
              as="span"
              flexShrink={0}
              w="7"
              h="7"
              rounded="full"
              bg="brand.solid"
              color="white"
              fontWeight="bold"
              fontSize="sm"
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              aria-hidden="true"
            >
              {i + 1}
            </Box>
            <Text pt="0.5">{item}</Text>
          </List.Item>
        ))}
      </List.Root>
    );
  }
  return (
    <List.Root gap="2.5" mt="5" ps="0" listStyle="none">
      {items.map((item) => (
        <List.Item key={item} display="flex" gap="3" alignItems="start">
          <Box as="span" color="brand.600" pt="0.5" flexShrink={0}>
            <CircleCheck size={20} aria-hidden="true" />
          </Box>
          <Text>{item}</Text>
        </List.Item>
      ))}
    </List.Root>
  );
}
