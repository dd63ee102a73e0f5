import { enhanceMaps } from './map';

/** Small vanilla enhancements of native controls (no React); see the modules beside this one. */
export function enhance(): void {
  enhanceMaps();
}
