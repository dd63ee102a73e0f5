import { Box, type BoxProps } from '@chakra-ui/react';

/**
 * A fieldset that groups a set of choices for assistive technology (its legend names the group) and draws nothing of
 * its own: no border, padding or margin, and free to shrink in a grid or flex row (a fieldset's default min-width is
 * its content's).
 */
export function PlainFieldset(props: BoxProps) {
  return <Box as="fieldset" border="0" p="0" m="0" minW="0" {...props} />;
}
