import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from '@/app/provider';
import { AppRouter } from '@/app/router';
import { redirectHashLink } from '@/app/hash-redirect';
import { i18nReady } from '@/lib/i18n';
import './index.css';

redirectHashLink(window.location, window.history);

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
void i18nReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  ),
);
