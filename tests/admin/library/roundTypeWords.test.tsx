// The library's rounds name their type in words from the rounds model's form (served with the registry),
// never its key (`straight_sets`), in English and Arabic.
import { screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RoundsList } from '../../../src/library/RoundsList';
import type { RoundSummary } from '../../../src/library/treeData';
import { renderAdmin } from '../renderAdmin';

const LONG = { timeout: 5000 };
const ROUNDS: RoundSummary[] = [
  { id: 1, name_en: 'Leg day', name_ar: 'يوم الساقين', type: 'straight_sets', repeats: 3, exercises: 2 },
  { id: 2, name_en: 'Finisher', name_ar: 'الختام', type: 'amrap', repeats: 1, exercises: 4 },
];

function open(locale: 'en' | 'ar') {
  renderAdmin(
    <Route
      path="/default/probe"
      element={<RoundsList rounds={ROUNDS} call={() => Promise.reject(new Error('not called'))} onCopy={() => {}} />}
    />,
    { url: '/default/probe', permissions: ['view-RoundCategory'], locale },
  );
}

describe('round types in the library', () => {
  it('reads as words in English', async () => {
    open('en');
    expect(await screen.findByText(/^Straight sets × /, undefined, LONG)).toBeInTheDocument();
    expect(screen.getByText(/^AMRAP × /)).toBeInTheDocument();
    expect(screen.queryByText(/straight_sets|amrap/)).toBeNull();
  });

  it('reads as words in Arabic', async () => {
    open('ar');
    expect(await screen.findByText(/^مجموعات متتالية × /, undefined, LONG)).toBeInTheDocument();
    expect(screen.queryByText(/straight_sets|amrap/)).toBeNull();
  });
});
