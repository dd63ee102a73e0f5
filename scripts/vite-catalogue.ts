import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { CONDITION_SLUGS, SERVICE_SLUGS } from '../web/src/content/slugs.ts';

const ID = 'virtual:catalogue';
const RESOLVED = `\0${ID}`;
const contentDir = resolve(import.meta.dirname, '../web/src/content');

async function cards(kind: 'services' | 'conditions', slugs: readonly string[], watch: (f: string) => void) {
  const out = [];
  for (const slug of slugs) {
    const file = resolve(contentDir, kind, `${slug}.ts`);
    watch(file);
    const url = `${pathToFileURL(file).href}?v=${statSync(file).mtimeMs}`;
    const { default: c } = await import(url);
    out.push({ slug: c.slug, title: c.title, description: c.description, icon: c.icon });
  }
  return out;
}

/**
 * `virtual:catalogue`: just the card fields (slug, title, description, icon) of every service and condition, read
 * from the content files at build time. Lists and the home grid import this, not the full page copy, which each
 * detail page loads as its own chunk.
 */
export function catalogue(): Plugin {
  return {
    name: 'clinic-catalogue',
    resolveId(id) {
      return id === ID ? RESOLVED : undefined;
    },
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const watch = (f: string) => this.addWatchFile(f);
      const services = await cards('services', SERVICE_SLUGS, watch);
      const conditions = await cards('conditions', CONDITION_SLUGS, watch);
      return `export const services = ${JSON.stringify(services)};\nexport const conditions = ${JSON.stringify(conditions)};\n`;
    },
  };
}
