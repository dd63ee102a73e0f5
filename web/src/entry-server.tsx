import createEmotionServer from '@emotion/server/create-instance';
import { type ReactNode, StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { localeOfPath } from '../../common/i18n/locale';
import { App } from './app/app';
import { createEmotionCache } from './app/emotion-cache';
import { Provider } from './app/provider';
import { setRenderLocale } from './i18n';
import { IslandCollector, type IslandSlot } from './islands/island';
import { ISLANDS } from './islands/registry';
import { IslandRoot } from './islands/root';

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

async function renderStatic(node: ReactNode, identifierPrefix?: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node, {
    identifierPrefix,
    // Inline every Suspense boundary. With React's default chunk size a large page is "outlined": sent hidden and
    // revealed by an inline script, so the content would be invisible without JavaScript and painted late with it.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  return streamToString(prelude);
}

/** What the prerender needs to know of the islands on a page: which, and when they hydrate. */
export type RenderedIsland = Pick<IslandSlot, 'id' | 'name' | 'load'>;

/** One emotion style of a page: its id (the hash in its class name, or a global style's name) and its CSS. */
export type RenderedStyle = { id: string; css: string };

/**
 * A page's styles as emotion inserted them while rendering it, in order: the global ones (Chakra's layers, reset,
 * tokens and keyframes) and the class rules its HTML uses (scripts/lib/site-css.ts).
 */
export type RenderedStyles = { globals: RenderedStyle[]; rules: RenderedStyle[] };

/**
 * Renders a URL to static HTML (waiting for every lazy page and its data) plus its emotion styles. Each island
 * on the page is rendered as a React root of its own (no router: islands use none), the same tree
 * web/src/islands/mount.tsx hydrates in the browser, and put in its placeholder. `outsideIslands` may rewrite the
 * page's own markup before the islands go in.
 */
export async function render(
  url: string,
  { outsideIslands = (html: string) => html }: { outsideIslands?: (html: string) => string } = {},
): Promise<{ html: string; styles: RenderedStyles; islands: RenderedIsland[] }> {
  // One page at a time: the messages render in this URL's language until the next call.
  setRenderLocale(localeOfPath(url));
  const cache = createEmotionCache();
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const slots = new Map<string, IslandSlot>();
  const islandsHtml: string[] = [];
  let html = await renderStatic(
    <StrictMode>
      <IslandCollector.Provider value={slots}>
        <Provider cache={cache}>
          <StaticRouter location={url}>
            <App />
          </StaticRouter>
        </Provider>
      </IslandCollector.Provider>
    </StrictMode>,
  );
  // The page's own markup may be rewritten (scripts/lib/lean-markup.ts); its islands' markup is what React hydrates.
  // The styles are read from the markup as it was rendered.
  const rendered = html;
  html = outsideIslands(html);
  for (const slot of slots.values()) {
    const Component = (await ISLANDS[slot.name].load()) as React.ComponentType<Record<string, unknown>>;
    const inner = await renderStatic(
      <StrictMode>
        <Provider cache={cache}>
          <IslandRoot>
            <Component {...slot.props} />
          </IslandRoot>
        </Provider>
      </StrictMode>,
      `${slot.id}-`,
    );
    const placeholder = new RegExp(`(<div [^>]*data-island-id="${slot.id}"[^>]*>)(</div>)`);
    if (!placeholder.test(html)) throw new Error(`prerender ${url}: no placeholder for island ${slot.name}`);
    if (/^<(title|meta|link)[\s>]/.test(inner))
      throw new Error(`prerender ${url}: island ${slot.name} renders head tags`);
    html = html.replace(placeholder, (_, open: string, close: string) => open + inner + close);
    islandsHtml.push(inner);
  }
  const styles: RenderedStyles = { globals: [], rules: [] };
  for (const chunk of extractCriticalToChunks(rendered + islandsHtml.join('')).styles) {
    if (chunk.key === `${cache.key}-global`) styles.globals.push({ id: chunk.ids.join(' '), css: chunk.css });
    else for (const id of chunk.ids) styles.rules.push({ id, css: String(cache.inserted[id]) });
  }
  return { html, styles, islands: [...slots.values()].map(({ id, name, load }) => ({ id, name, load })) };
}
