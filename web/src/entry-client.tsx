import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { createEmotionCache } from './app/emotion-cache';
import { Provider } from './app/provider';
import { preloadRoute } from './app/routes';
import { enhance } from './enhance';
import { clinicSystem } from './theme';

enhance();

/** Ends the current task, so the browser can paint and handle input before the next piece of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const cache = createEmotionCache();

// Load the page's module and data first, so hydration adopts the prerendered HTML without suspending.
// Then build the style system in a task of its own, so neither step is one long task with the other.
preloadRoute(window.location.pathname)
  .catch(() => {})
  .then(nextTask)
  .then(() => {
    clinicSystem();
    return nextTask();
  })
  .then(() => {
    const container = document.getElementById('root') as HTMLElement;
    const app = (
      <StrictMode>
        <Provider cache={cache}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </Provider>
      </StrictMode>
    );
    // Prerendered pages hydrate; the Vite dev server's empty shell renders from scratch.
    // Hydrating inside a transition makes it interruptible: React works in short slices and yields to the browser
    // between them (a plain hydrateRoot renders the whole page in one long task), so the page answers taps sooner.
    if (container.firstElementChild) {
      startTransition(() => {
        hydrateRoot(container, app, {
          onRecoverableError(error) {
            console.error('hydration:', error);
          },
        });
      });
    } else {
      createRoot(container).render(app);
    }
  });
