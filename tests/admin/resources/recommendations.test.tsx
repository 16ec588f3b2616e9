// The recommendations screen: the pre-join questions as inputs, the answers sent to
// POST subprogram_recommendations/match (only the answered ones, choices as option values), the sub-programme
// they get with a link to its plan or 'none holds', and the recommendations' rules in words; in Arabic too.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import RecommendationsPage from '../../../src/resources/subprogram-recommendations/RecommendationsPage';
import { api, server } from '../msw';
import { prejoinQuestions } from './prejoinQuestions';
import { renderAdmin } from '../renderAdmin';

const shred = { name_en: 'Shred', name_ar: 'التنشيف', program_id: 4 };
const recommendations = [
  { id: 7, sub_program_id: 9, priority: 1, rules: [{ question_id: 1, answers: [1] }], sub_program: shred },
  {
    id: 8,
    sub_program_id: 10,
    priority: 2,
    rules: [
      { question_id: 1, answers: [2] },
      { question_id: 2, answers: [1, 2] },
    ],
    sub_program: { name_en: 'Mass', name_ar: 'الكتلة', program_id: 4 },
  },
];

let sent: unknown[] = [];

beforeEach(() => {
  sent = [];
  server.use(
    http.get(api('prejoin_program_question'), () => HttpResponse.json({ state: 1, data: prejoinQuestions })),
    http.get(api('subprogram_recommendations'), () => HttpResponse.json({ state: 1, data: recommendations })),
    http.post(api('subprogram_recommendations/match'), async ({ request }) => {
      const body = (await request.json()) as { answers: Record<string, unknown> };
      sent.push(body);
      const data = body.answers['1'] === 1 ? { recommendation_id: 7, sub_program_id: 9, sub_program: shred } : null;
      return HttpResponse.json({ state: 1, data });
    }),
  );
});

function open(locale: 'en' | 'ar' = 'en') {
  return renderAdmin(<Route path="/default/subprogram-recommendations-try" element={<RecommendationsPage />} />, {
    url: '/default/subprogram-recommendations-try',
    permissions: ['view-SubprogramRecommendation'],
    locale,
  });
}

describe('the recommendations screen', () => {
  it('lists the recommendations with their rules in words', async () => {
    open();
    const list = await screen.findByRole('region', { name: 'Recommendations in match order' });
    expect(await within(list).findByText('Priority 1: Shred')).toBeInTheDocument();
    expect(within(list).getByText('Main goal? Lose weight')).toBeInTheDocument();
    expect(within(list).getByText('Main goal? Build muscle · Where do you train? Home or Gym')).toBeInTheDocument();
  });

  it('sends the answered questions and shows the sub-programme they get, with its plan', async () => {
    const person = userEvent.setup();
    open();
    const box = await screen.findByRole('region', { name: 'Try a set of answers' });
    await person.click(await within(box).findByRole('combobox', { name: /Main goal\?/ }));
    await person.click(await screen.findByRole('option', { name: 'Lose weight' }));
    await person.click(within(box).getByRole('checkbox', { name: 'Gym' }));
    await person.click(within(box).getByRole('button', { name: 'Find the sub-programme' }));
    const result = await within(box).findByRole('status');
    expect(result).toHaveTextContent('These answers get Shred.');
    expect(within(result).getByRole('link', { name: 'Open its plan' })).toHaveAttribute(
      'href',
      '/default/sub-programs-edit/9',
    );
    expect(sent).toEqual([{ answers: { '1': 1, '2': [2] } }]);
    expect(screen.getByText('Matched')).toBeInTheDocument();
  });

  it('says so when no recommendation holds', async () => {
    const person = userEvent.setup();
    open();
    const box = await screen.findByRole('region', { name: 'Try a set of answers' });
    await person.type(await within(box).findByRole('spinbutton', { name: 'Age' }), '30');
    await person.click(within(box).getByRole('button', { name: 'Find the sub-programme' }));
    expect(await within(box).findByRole('status')).toHaveTextContent('No recommendation holds for these answers.');
    expect(sent).toEqual([{ answers: { '3': 30 } }]);
  });

  it('speaks Arabic', async () => {
    open('ar');
    const list = await screen.findByRole('region', { name: 'التوصيات بترتيب المطابقة' });
    expect(
      await within(list).findByText('الهدف الأساسي؟ بناء العضلات · أين تتمرن؟ المنزل أو النادي'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'اعثر على البرنامج الفرعي' })).toBeInTheDocument();
  });
});
