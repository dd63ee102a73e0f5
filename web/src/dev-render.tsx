import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { createEmotionCache } from './app/emotion-cache';
import { Provider } from './app/provider';

/**
 * `npm run dev` only: Vite serves an empty shell, so the whole app renders in the browser (islands render in place).
 * Built pages never load this: they are prerendered, and only their islands hydrate.
 */
export function renderDev(container: HTMLElement): void {
  createRoot(container).render(
    <StrictMode>
      <Provider cache={createEmotionCache()}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
}
