// The diet programme form's Duplicate: POST diet-programs/duplicate/{id}, then the copy's form opens.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import DietProgramFormPage from '../../../src/resources/diet-programs/DietProgramFormPage';
import { api, server } from '../msw';
import { singleAnswer } from './singleAnswer';
import { currentLocation, renderAdmin } from '../renderAdmin';

const record = (id: number, name_en: string, name_ar: string, enabled: number) => ({
  ID: id,
  id,
  created_at: '2026-01-05T08:00:00.000Z',
  updated_at: '2026-01-05T08:00:00.000Z',
  deleted_at: null,
  is_trashed: 0,
  name_en,
  name_ar,
  description_en: null,
  description_ar: null,
  image: null,
  goal: 'lose_weight',
  level: 'beginner',
  duration_weeks: 4,
  price: 199,
  calories: 1600,
  protein_percent: 30,
  carbs_percent: 35,
  fat_percent: 35,
  meals_per_day: 4,
  sort_order: 1,
  enabled,
});

function answerSingle(id: number, item: Record<string, unknown>) {
  server.use(http.get(api(`getSingle/diet-programs/${id}`), () => HttpResponse.json(singleAnswer(item))));
}

function open(locale: 'en' | 'ar') {
  return renderAdmin(<Route path="/default/diet-programs/ops/:id?" element={<DietProgramFormPage />} />, {
    url: '/default/diet-programs/ops/3',
    permissions: ['view-DietProgram', 'edit-dietprograms', 'create-dietprograms'],
    locale,
  });
}

describe('Duplicate on the diet programme form', () => {
  for (const [locale, button, copyName] of [
    ['en', 'Duplicate', 'Keto 1 (copy)'],
    ['ar', 'نسخ', 'Keto 1 (copy)'],
  ] as const) {
    it(`copies the programme and opens the copy's form (${locale})`, async () => {
      answerSingle(3, record(3, 'Keto 1', 'كيتو 1', 1));
      answerSingle(31, record(31, 'Keto 1 (copy)', 'كيتو 1 (نسخة)', 0));
      let duplicated = 0;
      server.use(
        http.post(api('diet-programs/duplicate/3'), () => {
          duplicated += 1;
          return HttpResponse.json(
            { state: 1, message: 'Diet programme duplicated.', data: record(31, 'Keto 1 (copy)', 'كيتو 1 (نسخة)', 0) },
            { status: 201 },
          );
        }),
      );
      open(locale);
      // The first form drawn also loads its meals editor's time pickers: a busy machine takes a few seconds.
      expect(await screen.findByDisplayValue('Keto 1', {}, { timeout: 15_000 })).toBeInTheDocument();
      await userEvent.setup().click(screen.getByRole('button', { name: button }));
      await waitFor(() => expect(currentLocation.pathname).toBe('/default/diet-programs/ops/31'));
      expect(duplicated).toBe(1);
      expect(await screen.findByDisplayValue(copyName, {}, { timeout: 15_000 })).toBeInTheDocument();
    });
  }

  it('is not offered on a new programme', async () => {
    renderAdmin(<Route path="/default/diet-programs/ops/:id?" element={<DietProgramFormPage />} />, {
      url: '/default/diet-programs/ops',
      permissions: ['view-DietProgram', 'create-dietprograms'],
    });
    await waitFor(() => expect(screen.getAllByRole('textbox').length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: 'Duplicate' })).toBeNull();
  });
});
