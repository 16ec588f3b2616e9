// One Arabic word per concept (i18n/glossary.ts): no admin or server catalogue text and no model, setting
// or option label uses a variant the glossary forbids.
import { describe, expect, it } from 'vitest';
import formsAr from '../../common/messages/forms.ar';
import { forbiddenIn, GLOSSARY, variantPattern } from '../../i18n/glossary';
import adminAr from '../../i18n/ar';
import serverAr from '../../i18n/server/ar';
import { MODELS } from '../../server/models/registry';
import { SETTINGS_CATALOGUE } from '../../server/settings/catalogue';

/** Every string under `value`, each with its path. */
function texts(value: unknown, path: string, seen = new Set<unknown>()): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value !== 'object' || value === null || seen.has(value)) return [];
  seen.add(value);
  return Object.entries(value).flatMap(([key, item]) => texts(item, `${path}.${key}`, seen));
}

/** The Arabic of every bilingual label under `value` (objects with `en` and `ar` texts). */
function arabicLabels(value: unknown, path: string, seen = new Set<unknown>()): Array<[string, string]> {
  if (typeof value !== 'object' || value === null || seen.has(value)) return [];
  seen.add(value);
  const record = value as Record<string, unknown>;
  if (typeof record.en === 'string' && typeof record.ar === 'string') return [[path, record.ar]];
  return Object.entries(record).flatMap(([key, item]) => arabicLabels(item, `${path}.${key}`, seen));
}

const offenders = (entries: Array<[string, string]>) =>
  entries.flatMap(([path, text]) =>
    forbiddenIn(text).map(({ concept, variant }) => `${path}: «${variant}» for ${concept} (${text})`),
  );

describe('the glossary', () => {
  it('gives each concept one English and one Arabic word, never also forbidden', () => {
    for (const entry of Object.values(GLOSSARY)) {
      expect(entry.en).toMatch(/^[a-z ]+$/);
      expect(entry.ar).toMatch(/^[\u0600-\u06ff ]+$/);
      expect(entry.forbidden.some((variant) => variantPattern(variant).test(entry.ar))).toBe(false);
    }
  });

  it('finds a forbidden variant as a whole word only', () => {
    expect(forbiddenIn('إضافة مسؤول جديد')).toEqual([{ concept: 'admin', variant: 'مسؤول' }]);
    expect(forbiddenIn('القسائم')).toContainEqual({ concept: 'coupon', variant: 'القسائم' });
    // "Already used" is not the member concept, and a longer word holding a variant is another word.
    expect(forbiddenIn('البريد الإلكتروني مستخدم من قبل.')).toEqual([]);
    expect(forbiddenIn('المديرية')).toEqual([]);
  });

  it('is kept by the admin messages', () => {
    expect(offenders(texts(adminAr, 'admin'))).toEqual([]);
  });

  it('is kept by the server messages and the form rules', () => {
    expect(offenders([...texts(serverAr, 'server'), ...texts(formsAr, 'forms')])).toEqual([]);
  });

  it("is kept by the models' labels (titles, columns, filters, options, forms, menu) and the settings", () => {
    const labels = MODELS.flatMap((model) => arabicLabels(model, model.name));
    expect(labels.length).toBeGreaterThan(MODELS.length);
    expect(offenders([...labels, ...arabicLabels(SETTINGS_CATALOGUE, 'settings')])).toEqual([]);
  });
});
