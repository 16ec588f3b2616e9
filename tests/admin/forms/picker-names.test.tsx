// A search picker names its saved value even when that row is not among the first options the search
// answers (50 newest rows): the chosen id is asked for with the search and its label shown, in both languages.
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import ChatGroupFormPage from '../../../src/resources/chatgroup/ChatGroupFormPage';
import { api, server } from '../msw';
import { singleAnswer } from '../resources/singleAnswer';
import { renderForm } from './renderForm';

const EDITOR = ['view-ChatGroup', 'create-chatgroups', 'edit-chatgroups'];
const PROGRAMME = { en: 'Leg day 8', ar: 'يوم الأرجل 8' };

/** 120 programmes; an empty search answers the 50 newest (120…71) plus the ids sent as `value`, like the server. */
function answerProgrammes(language: 'en' | 'ar') {
  const name = (id: number) => (id === 8 ? PROGRAMME[language] : `Programme ${id}`);
  server.use(
    http.post(api('search-picker'), async ({ request }) => {
      const body = (await request.json()) as { model: string; value?: number[] };
      const newest = Array.from({ length: 50 }, (_, index) => 120 - index);
      const ids = [...newest, ...(body.value ?? []).filter((id) => !newest.includes(id))];
      return HttpResponse.json({ state: 1, data: Object.fromEntries(ids.map((id) => [String(id), name(id)])) });
    }),
  );
}

function answerGroup() {
  server.use(
    http.get(api('getSingle/chatgroup/4'), () =>
      HttpResponse.json(
        singleAnswer(
          {
            ID: 4,
            name_en: 'Core club',
            name_ar: 'نادي الجذع',
            image: null,
            program_id: 8,
            member_ids: [],
            members: [],
            admin_ids: [],
            admins: [],
            enabled: 1,
            read_only: 0,
          },
          { title: 'Core club' },
        ),
      ),
    ),
  );
}

describe.each(['en', 'ar'] as const)('search picker names its value (%s)', (language) => {
  it('shows the saved programme by name, not by its id, though it is not among the first options', async () => {
    answerProgrammes(language);
    answerGroup();
    renderForm({
      resource: 'chatgroup',
      page: ChatGroupFormPage,
      url: '/default/chatgroup/ops/4',
      permissions: EDITOR,
      locale: language,
    });
    const picker = await screen.findByRole('combobox', { name: language === 'en' ? /Programme/ : /البرنامج/ });
    await waitFor(() => expect(picker).toHaveValue(PROGRAMME[language]));
    expect(screen.queryByDisplayValue('#8')).toBeNull();
  });
});
