import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { applyDocumentLanguage, storedLanguage } from './providers/language';

// public/language-boot.js did this before the first paint; repeated for builds served without it.
applyDocumentLanguage(storedLanguage());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
