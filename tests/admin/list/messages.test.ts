// The list's messages: the same keys and placeholders in both languages, six Arabic plural forms.
import { describe, expect, it } from 'vitest';
import en from '../../../i18n/list.en';
import ar from '../../../i18n/list.ar';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((flat, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? { ...flat, [path]: value } : { ...flat, ...flatten(value, path) };
  }, {});
}

const english = flatten(en as Tree);
const arabic = flatten(ar as Tree);
const placeholders = (text: string) => [...new Set(text.match(/%\{\w+\}/g) ?? [])].sort();

describe('list messages', () => {
  it('has the same keys in English and Arabic', () => {
    expect(Object.keys(arabic).sort()).toEqual(Object.keys(english).sort());
  });

  it('uses the same placeholders in both languages', () => {
    const differing = Object.keys(english).filter(
      (key) => placeholders(arabic[key]).join() !== placeholders(english[key]).join(),
    );
    expect(differing).toEqual([]);
  });

  it('gives every counted Arabic message the six forms zero, one, two, few, many, other', () => {
    const counted = Object.keys(english).filter((key) => english[key].includes('%{smart_count}'));
    expect(counted.length).toBeGreaterThan(0);
    for (const key of counted) {
      expect(arabic[key].split('||||'), key).toHaveLength(6);
      expect(english[key].split('||||'), key).toHaveLength(2);
    }
  });
});
