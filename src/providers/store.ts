// react-admin's preferences store, shared by the session pages and the admin. Its `locale` is the
// `language` key itself, so react-admin switches the i18nProvider (which starts in English) to the
// stored language before the first render, and a language switch lands in `language`.
import { localStorageStore, type Store } from 'react-admin';
import { storedLanguage, storeLanguage, toLanguage } from './language';

const preferences = localStorageStore(undefined, 'FitnessAdmin');

export const store: Store = {
  ...preferences,
  getItem<T = unknown>(key: string, defaultValue?: T): T | undefined {
    return key === 'locale' ? (storedLanguage() as T) : preferences.getItem(key, defaultValue);
  },
  setItem<T = unknown>(key: string, value: T): void {
    if (key === 'locale') storeLanguage(toLanguage(value));
    preferences.setItem(key, value);
  },
};
