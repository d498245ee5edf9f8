import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider, createQueryClient } from '@/app/provider';
import { AppRouter, preloadPage } from '@/app/router';
import { redirectHashLink } from '@/app/hash-redirect';
import { servedState } from '@/app/served-page';
import { currentLocale, i18nReady } from '@/lib/i18n';
import './index.css';

redirectHashLink(window.location, window.history);

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
const served = servedState();
// The page's code starts loading now, not once React first reaches it.
preloadPage(window.location.pathname);
void i18nReady.then(() => {
  const queryClient = createQueryClient();
  const app = (
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <AppRouter />
      </AppProvider>
    </StrictMode>
  );
  // A page the server rendered, in the language this browser shows: React takes over the
  // HTML with the answers it was drawn from. In another language it is drawn anew.
  if (served && served.locale === currentLocale()) {
    hydrate(queryClient, served.queries);
    // As a transition, hydration yields to the browser every few milliseconds: the page stays
    // responsive (no long task) while a slow phone takes it over.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    createRoot(root).render(app);
  }
});
