import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import { createEmotionCache } from './app/emotion-cache';
import { Provider } from './app/provider';

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** Renders a URL to static HTML (waiting for every lazy page and its data) plus its critical emotion CSS. */
export async function render(url: string): Promise<{ html: string; styles: string }> {
  const cache = createEmotionCache();
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Provider cache={cache}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </Provider>
    </StrictMode>,
    // Inline every Suspense boundary. With React's default chunk size a large page is "outlined": sent hidden and
    // revealed by an inline script up to 300 ms after first paint, so the content would be invisible without
    // JavaScript and painted late with it.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await streamToString(prelude);
  const styles = constructStyleTagsFromChunks(extractCriticalToChunks(html));
  return { html, styles };
}
