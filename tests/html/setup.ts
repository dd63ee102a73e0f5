import { beforeAll } from 'vitest';
import { serverReady } from './site';

// The site server starts in the background (global-setup.ts); each file waits for it once, with time for a busy host.
beforeAll(() => serverReady(), 180_000);
