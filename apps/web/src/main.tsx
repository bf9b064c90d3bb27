import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import './lib/react-dom-parity.ts';
import { applyLanguage, initialLanguage } from './lib/i18n/i18n.ts';
import { startServiceWorker } from './lib/pwa/app-service-worker.ts';
import './index.css';

const router = createAppRouter();
const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element to render Homeroom into.');

// The first paint is already in the visitor's language: its texts are fetched before rendering.
void applyLanguage(initialLanguage())
  .catch(() => applyLanguage('en'))
  .then(() => renderApp(rootElement));
// A clicked notification opens its page in this window, through the router: no reload.
startServiceWorker((url) => void router.navigate(url));

function renderApp(container: HTMLElement) {
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
