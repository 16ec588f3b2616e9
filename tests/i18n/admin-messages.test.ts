// Every admin message exists in English and Arabic, with the same placeholders, and counted Arabic
// strings have Polyglot's six Arabic plural forms.
import { describe, expect, it } from 'vitest';
import ar from '../../i18n/ar';
import en from '../../i18n/en';
import arabicMessages from '../../src/providers/arabicMessages';
import englishMessages from '../../src/providers/englishMessages';

type Tree = { [key: string]: string | Tree };

function flatten(tree: object, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (value !== null && typeof value === 'object')
      flatten(value as Tree, `${prefix}${key}.`).forEach((text, path) => entries.set(path, text));
    else entries.set(`${prefix}${key}`, String(value));
  }
  return entries;
}

const onlyIn = (a: Map<string, string>, b: Map<string, string>) => [...a.keys()].filter((key) => !b.has(key)).sort();
const placeholders = (text: string) => [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]))].sort();
const PLURAL = ' |||| ';

describe('the admin messages (i18n/en.ts, i18n/ar.ts)', () => {
  const english = flatten(en);
  const arabic = flatten(ar);

  it('have the same keys in both languages', () => {
    expect(onlyIn(english, arabic)).toEqual([]);
    expect(onlyIn(arabic, english)).toEqual([]);
    expect(english.size).toBeGreaterThan(20);
  });

  it('translate every English text into Arabic script', () => {
    // Language names are written in their own language on purpose.
    const untranslated = [...english.keys()].filter(
      (key) => !key.startsWith('app.language.') && !/[\u0600-\u06FF]/.test(arabic.get(key) ?? ''),
    );
    expect(untranslated).toEqual([]);
  });
});

describe('all merged messages (react-admin + completion + the admin + the list screen)', () => {
  const english = flatten(englishMessages);
  const arabic = flatten(arabicMessages);
  // Left in ra-language-arabic 0.1.5 from an older react-admin; nothing reads it.
  const LEGACY_ARABIC = ['ra.navigation.prev'];

  it('have the same keys in both languages', () => {
    expect(onlyIn(english, arabic)).toEqual([]);
    expect(onlyIn(arabic, english).filter((key) => !LEGACY_ARABIC.includes(key))).toEqual([]);
    expect(english.size).toBeGreaterThanOrEqual(164);
  });

  it('use the same placeholders in both languages', () => {
    const mismatched = [...english.entries()]
      .filter(([key, text]) => arabic.has(key) && placeholders(text).join() !== placeholders(arabic.get(key)!).join())
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  it('give counted Arabic strings six plural forms (zero, one, two, few, many, other)', () => {
    const counted = [...english.entries()].filter(
      ([, text]) => text.includes('%{smart_count}') || text.includes(PLURAL),
    );
    expect(counted.length).toBeGreaterThan(5);
    const wrong = counted
      .filter(([key, text]) => text.includes(PLURAL) && arabic.get(key)!.split(PLURAL).length !== 6)
      .map(([key]) => key);
    expect(wrong).toEqual([]);
  });
});
