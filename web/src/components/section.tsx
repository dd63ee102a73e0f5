import { Box, type BoxProps, Container, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Eyebrow } from './eyebrow';

/** A page section with a heading (h2) and an optional lead line. */
export function PageSection({
  title,
  lead,
  children,
  id,
  eyebrow,
  ...rest
}: BoxProps & { title: string; lead?: string; eyebrow?: string; children: ReactNode }) {
  return (
    <Box as="section" id={id} py={{ base: '10', md: '16' }} aria-labelledby={id ? `${id}-title` : undefined} {...rest}>
      <Container maxW="7xl">
        {eyebrow ? <Eyebrow mb="2">{eyebrow}</Eyebrow> : null}
        <Heading as="h2" id={id ? `${id}-title` : undefined} size={{ base: '2xl', md: '3xl' }} color="ink.900">
          {title}
        </Heading>
        {lead ? (
          <Text mt="3" color="ink.700" fontSize={{ base: 'md', md: 'lg' }} maxW="3xl">
            {lead}
          </Text>
        ) : null}
        <Box mt={{ base: '6', md: '8' }}>{children}</Box>
      </Container>
    </Box>
  );
}
