import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { createEmotionCache } from './app/emotion-cache';
import { Provider } from './app/provider';
import { preloadRoute } from './app/routes';

const cache = createEmotionCache();

// Load the page's module and data first, so hydration adopts the prerendered HTML without suspending.
preloadRoute(window.location.pathname)
  .catch(() => {})
  .then(() => {
    hydrateRoot(
      document.getElementById('root') as HTMLElement,
      <StrictMode>
        <Provider cache={cache}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </Provider>
      </StrictMode>,
      {
        onRecoverableError(error) {
          console.error('hydration:', error);
        },
      },
    );
  });
