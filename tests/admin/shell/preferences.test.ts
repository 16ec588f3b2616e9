// The stored customizer choices and the layout direction they give.
import { describe, expect, it } from 'vitest';
import { directionChoiceFor, effectiveDirection } from '../../../src/theme/direction';
import {
  DEFAULT_PREFERENCES,
  getPreferences,
  parsePreferences,
  PREFERENCES_KEY,
  setPreferences,
} from '../../../src/theme/preferences';

describe('stored preferences', () => {
  it('fall back to the defaults for missing, unknown or malformed values', () => {
    expect(parsePreferences(null)).toEqual(DEFAULT_PREFERENCES);
    expect(parsePreferences('not json')).toEqual(DEFAULT_PREFERENCES);
    expect(parsePreferences(JSON.stringify({ mode: 'purple', colorTheme: 'violet', sidebarCollapsed: 'yes' }))).toEqual(
      {
        ...DEFAULT_PREFERENCES,
        colorTheme: 'violet',
      },
    );
  });

  it('are written under their own localStorage key and read back as the same object', () => {
    setPreferences({ mode: 'dark' });
    expect(JSON.parse(localStorage.getItem(PREFERENCES_KEY)!)).toMatchObject({ mode: 'dark' });
    expect(getPreferences()).toBe(getPreferences());
  });
});

describe('layout direction', () => {
  it('follows the language unless forced', () => {
    expect(effectiveDirection('en', 'auto')).toBe('ltr');
    expect(effectiveDirection('ar', 'auto')).toBe('rtl');
    expect(effectiveDirection('en', 'rtl')).toBe('rtl');
    expect(effectiveDirection('ar', 'ltr')).toBe('ltr');
  });

  it("stores the language's own direction as 'auto', so a later language switch still flips it", () => {
    expect(directionChoiceFor('en', true)).toBe('rtl');
    expect(directionChoiceFor('en', false)).toBe('auto');
    expect(directionChoiceFor('ar', true)).toBe('auto');
    expect(directionChoiceFor('ar', false)).toBe('ltr');
  });
});
