// The interface language, read from <html lang>: the i18nProvider writes it once a language's messages
// have loaded, so the layout direction flips together with the texts. Works outside react-admin (the
// theme is chosen before <Admin> renders) and keeps react-admin out of the first download.
import { useSyncExternalStore } from 'react';
import { toLanguage, type Language } from '../providers/language';

function subscribe(listener: () => void): () => void {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  return () => observer.disconnect();
}

const documentLanguage = (): Language => toLanguage(document.documentElement.lang);

export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, documentLanguage, () => 'en');
}
