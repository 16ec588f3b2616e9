import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startErrorReporting } from './monitoring/errorReporting';
import { watchForNewVersion } from './routing/newVersion';
import { applyDocumentLanguage, storedLanguage } from './providers/language';

// public/language-boot.js did this before the first paint; repeated for builds served without it.
applyDocumentLanguage(storedLanguage());

// A chunk that fails to load after a release reloads the page once (routing/newVersion.ts).
watchForNewVersion();

// Off unless VITE_SENTRY_DSN is set; a failure to load the SDK must not stop the admin.
startErrorReporting().catch((error: unknown) => console.warn('Error reporting could not start.', error));

// The demo build answers the API in the browser (fake/); other builds leave this branch out entirely.
const backendReady =
  import.meta.env.VITE_DATA_PROVIDER === 'fake'
    ? import('../fake/browser').then((demo) => demo.startDemoBackend())
    : Promise.resolve();

backendReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
