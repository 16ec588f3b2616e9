// The recommendation rules editor: the sub-programme picker, priority and one group of answers per choice
// question; a new rule set saved through subprogram_recommendations/store, a stored one loaded from
// getSingle and saved through update/{id}, the rules required, the server's 422 told, in Arabic too.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import RecommendationFormPage from '../../../src/resources/subprogram-recommendations/RecommendationFormPage';
import { api, server } from '../msw';
import { prejoinQuestions } from './prejoinQuestions';
import { answerPicker, here, recordPost, renderForm } from '../forms/renderForm';

const EDITOR = ['view-SubprogramRecommendation', 'create-subprogramrecommendations', 'edit-subprogramrecommendations'];
const SUB_PROGRAMS = { 'sub-programs': { 9: 'Shred', 10: 'Mass' } };

beforeEach(() => {
  server.use(http.get(api('prejoin_program_question'), () => HttpResponse.json({ state: 1, data: prejoinQuestions })));
});

function open(url = '/default/subprogram-recommendations/ops', locale: 'en' | 'ar' = 'en', permissions = EDITOR) {
  renderForm({ resource: 'subprogram-recommendations', page: RecommendationFormPage, url, permissions, locale });
}

const group = (name: string) => screen.getByRole('group', { name });

describe('the recommendation rules editor', () => {
  it('offers one group of answers per choice question, none for a number question', async () => {
    answerPicker(SUB_PROGRAMS);
    open();
    await screen.findByRole('heading', { name: 'New recommendation' });
    expect(within(group('Main goal?')).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(group('Main goal?')).getByRole('checkbox', { name: 'Build muscle' })).not.toBeChecked();
    expect(within(group('Where do you train?')).getByRole('checkbox', { name: 'Gym' })).not.toBeChecked();
    expect(screen.queryByRole('group', { name: 'Age' })).toBeNull();
    expect(screen.getByRole('spinbutton', { name: /Priority/ })).toHaveValue(100);
  });

  it('needs a sub-programme and at least one ticked answer before it sends anything', async () => {
    const user = userEvent.setup();
    answerPicker(SUB_PROGRAMS);
    const stores = recordPost('subprogram_recommendations/store');
    open();
    await screen.findByRole('heading', { name: 'New recommendation' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose the sub-programme to recommend')).toBeInTheDocument();
    expect(screen.getByText('Tick at least one answer: a recommendation needs a rule')).toBeInTheDocument();
    expect(stores).toHaveLength(0);
  });

  it('stores the ticked answers as rules, question by question, and returns to the list', async () => {
    const user = userEvent.setup();
    answerPicker(SUB_PROGRAMS);
    const stores = recordPost('subprogram_recommendations/store', (body) =>
      // The server answers a store with 201 and the stored rule set.
      HttpResponse.json({ state: 1, data: { id: 12, ...(body as object) } }, { status: 201 }),
    );
    open();
    await screen.findByRole('heading', { name: 'New recommendation' });
    await user.type(screen.getByRole('combobox', { name: /Sub-programme/ }), 'sh');
    await user.click(await screen.findByRole('option', { name: 'Shred' }));
    await user.clear(screen.getByRole('spinbutton', { name: /Priority/ }));
    await user.type(screen.getByRole('spinbutton', { name: /Priority/ }), '5');
    await user.click(within(group('Main goal?')).getByRole('checkbox', { name: 'Lose weight' }));
    await user.click(within(group('Where do you train?')).getByRole('checkbox', { name: 'Home' }));
    await user.click(within(group('Where do you train?')).getByRole('checkbox', { name: 'Gym' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(stores).toHaveLength(1));
    expect(stores[0]).toEqual({
      sub_program_id: 9,
      priority: 5,
      rules: [
        { question_id: 1, answers: [1] },
        { question_id: 2, answers: [1, 2] },
      ],
    });
    await waitFor(() => expect(here.path).toBe('/default/subprogram-recommendations'));
  });

  it('loads a stored rule set into its questions and saves the change through update/{id}', async () => {
    const user = userEvent.setup();
    answerPicker(SUB_PROGRAMS);
    server.use(
      http.get(api('getSingle/subprogram-recommendations/7'), () =>
        HttpResponse.json({
          state: 1,
          data: {
            item: {
              ID: 7,
              id: 7,
              is_trashed: 0,
              sub_program_id: 10,
              priority: 2,
              rules: JSON.stringify([
                { question_id: 1, answers: [2] },
                { question_id: 2, answers: [2] },
              ]),
            },
            row: {
              ID: 7,
              is_trashed: 0,
              sub_program: { route: 'Sub-programs-edit', id: 10, label: 'Mass' },
              priority: 2,
            },
            title: 'Mass',
            headers: [],
            notes: [],
          },
        }),
      ),
    );
    const updates = recordPost('subprogram_recommendations/update/7', (body) => ({
      state: 1,
      data: { id: 7, ...(body as object) },
    }));
    open('/default/subprogram-recommendations/ops/7');
    await screen.findByRole('heading', { name: 'Edit recommendation' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Sub-programme/ })).toHaveValue('Mass'));
    expect(within(group('Main goal?')).getByRole('checkbox', { name: 'Build muscle' })).toBeChecked();
    expect(within(group('Where do you train?')).getByRole('checkbox', { name: 'Gym' })).toBeChecked();
    // Clearing a question drops its rule.
    await user.click(within(group('Where do you train?')).getByRole('checkbox', { name: 'Gym' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toEqual({ sub_program_id: 10, priority: 2, rules: [{ question_id: 1, answers: [2] }] });
  });

  it("tells the server's refusal and stays, in Arabic", async () => {
    const user = userEvent.setup();
    answerPicker({ 'sub-programs': { 9: 'التنشيف' } });
    recordPost(
      'subprogram_recommendations/store',
      () =>
        new Response(
          JSON.stringify({
            state: 0,
            message: 'البيانات المُدخلة غير صالحة.',
            errors: { 'rules.0.answers': ['اختر إجابات يتيحها السؤال.'] },
          }),
          { status: 422, headers: { 'content-type': 'application/json' } },
        ),
    );
    open('/default/subprogram-recommendations/ops', 'ar');
    await screen.findByRole('heading', { name: 'توصية جديدة' });
    await user.type(screen.getByRole('combobox', { name: /البرنامج الفرعي/ }), 'ال');
    await user.click(await screen.findByRole('option', { name: 'التنشيف' }));
    await user.click(within(group('الهدف الأساسي؟')).getByRole('checkbox', { name: 'إنقاص الوزن' }));
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText(/اختر إجابات يتيحها السؤال./)).toBeInTheDocument();
    expect(here.path).toBe('/default/subprogram-recommendations/ops');
  });

  it('is closed to admins who may only view recommendations', async () => {
    open('/default/subprogram-recommendations/ops', 'en', ['view-SubprogramRecommendation']);
    expect(await screen.findByRole('alert')).toHaveTextContent("You don't have permission in this page");
  });
});
