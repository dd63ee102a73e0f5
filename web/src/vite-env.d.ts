/// <reference types="vite/client" />

declare module 'virtual:catalogue' {
  import type { CatalogueItem } from './content/types';
  export const services: CatalogueItem[];
  export const conditions: CatalogueItem[];
}

/** The public site origin, for canonical links (SITE_ORIGIN at build time, else the stand-in). */
declare const __SITE_ORIGIN__: string;
