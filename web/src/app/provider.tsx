import { ChakraProvider } from '@chakra-ui/react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { clinicSystem } from '../theme';

/** Chakra with the clinic's theme, on the given emotion cache (shared with the prerender). */
export function Provider({ cache, children }: { cache: EmotionCache; children: ReactNode }) {
  return (
    <CacheProvider value={cache}>
      <ChakraProvider value={clinicSystem()}>{children}</ChakraProvider>
    </CacheProvider>
  );
}
