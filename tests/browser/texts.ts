// The admin's texts as it shows them, for the browser tests' expectations: the app's own catalogues
// (i18n/ through src/providers/*Messages.ts) translated by Polyglot as the app does, so a test names a
// message by its key instead of copying its English and Arabic wording.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import arabicMessages from '../../src/providers/arabicMessages';
import englishMessages from '../../src/providers/englishMessages';
import { numbersInScreenDigits } from '../../src/providers/messageNumbers';
import type { Language } from './harness';

const CATALOGUES = { en: englishMessages, ar: arabicMessages };

type Translate = (key: string, params?: Record<string, unknown>) => string;

function has(tree: unknown, key: string): boolean {
  const found = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
  return typeof found === 'string';
}

/** `key`'s message in `language`, its `%{name}` placeholders and plural forms filled in; fails on an unknown key. */
export function translator(language: Language): Translate {
  // Numbers given to a message are written as the app writes them (Arabic-Indic in Arabic, the default).
  const provider = polyglotI18nProvider(() => CATALOGUES[language], language, [{ locale: language, name: language }], {
    replace: numbersInScreenDigits(() => language),
  });
  return (key, params) => {
    if (!has(CATALOGUES[language], key)) throw new Error(`no "${key}" message in ${language}`);
    return provider.translate(key, params);
  };
}
