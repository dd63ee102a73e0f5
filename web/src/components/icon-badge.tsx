import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** An icon on a soft brand tile, as used by cards and lists. */
export function IconBadge({ children, size = '11' }: { children: ReactNode; size?: '11' | '12' }) {
  return (
    <Box
      w={size}
      h={size}
      rounded="lg"
      bg="brand.subtle"
      color="brand.700"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      flexShrink={0}
    >
      {children}
    </Box>
  );
}
