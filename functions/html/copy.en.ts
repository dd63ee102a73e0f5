import { type PageCopy, pageCopy } from './copy';

/** The pages' English words (functions/html/copy.ts), by the name the browser journeys import (tests/e2e/no-js.spec.ts). */
export const PAGE_COPY_EN: PageCopy = pageCopy('en');
