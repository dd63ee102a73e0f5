import createCache from '@emotion/cache';

/** One cache key on server and client, so the client adopts the prerendered <style data-emotion="css …"> tags. */
export const EMOTION_KEY = 'css';

export function createEmotionCache() {
  return createCache({ key: EMOTION_KEY });
}
