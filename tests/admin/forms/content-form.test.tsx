// The page form (a declared form, from the served registry): titles, slug and rich-text bodies in both
// languages, each body previewed sanitised in its own direction, and the save at page/update/{id}.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import ModelFormPage from '../../../src/forms/ModelFormPage';
import { api, server } from '../msw';
import { SERVED_MODELS } from '../servedModels';
import { singleAnswer } from '../resources/singleAnswer';
import { answerSaved, recordPost, renderForm } from './renderForm';

const PAGES = SERVED_MODELS.find((model) => model.name === 'pages')!;
const PagesForm = () => <ModelFormPage model={PAGES} />;

function servePage() {
  server.use(
    http.get(api('getSingle/pages/5'), () =>
      HttpResponse.json(
        singleAnswer(
          {
            ID: 5,
            title_en: 'About us',
            title_ar: 'من نحن',
            slug: 'about-us',
            body_en: '<p>We <strong>train</strong><img src="x" onerror="alert(1)"></p>',
            body_ar: '<p>نحن <strong>ندرّب</strong></p>',
            status: 'published',
            views: 12,
            enabled: 1,
          },
          {
            row: { title: 'About us', slug: 'about-us', enabled: 1 },
            title: 'About us',
            headers: [
              { text: 'Title', value: 'title', type: 'text', sortable: true },
              { text: 'Slug', value: 'slug', type: 'text', sortable: true },
            ],
          },
        ),
      ),
    ),
  );
}

function open(locale: 'en' | 'ar' = 'en') {
  renderForm({
    resource: 'pages',
    page: PagesForm,
    url: '/default/pages/ops/5',
    permissions: ['view-Page', 'edit-pages'],
    locale,
  });
}

describe('page form', () => {
  it('previews each body sanitised, in its own direction and language', async () => {
    servePage();
    open();
    const english = await screen.findByRole('region', { name: 'Preview: Body (English)' });
    const arabic = screen.getByRole('region', { name: 'Preview: Body (Arabic)' });
    const englishBody = within(english).getByTestId('body_en-preview');
    expect(englishBody).toHaveAttribute('dir', 'ltr');
    expect(englishBody).toHaveAttribute('lang', 'en');
    expect(englishBody.innerHTML).not.toContain('onerror');
    expect(englishBody).toHaveTextContent('We train');
    const arabicBody = within(arabic).getByTestId('body_ar-preview');
    expect(arabicBody).toHaveAttribute('dir', 'rtl');
    expect(arabicBody).toHaveAttribute('lang', 'ar');
    expect(arabicBody).toHaveTextContent('نحن ندرّب');
  });

  it('saves the edited titles at page/update/{id}', async () => {
    const user = userEvent.setup();
    servePage();
    const posts = recordPost('page/update/5', (body) => answerSaved(5)({ views: 12, ...body, is_trashed: 0 }));
    open();
    const title = await screen.findByRole('textbox', { name: /Title \(Arabic\)/ });
    expect(title).toHaveAttribute('dir', 'rtl');
    await user.clear(title);
    await user.type(title, 'عن الشركة');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    // The id travels in the path only: the server refuses it in the body.
    expect(posts[0]).toEqual({
      title_en: 'About us',
      title_ar: 'عن الشركة',
      slug: 'about-us',
      body_en: '<p>We <strong>train</strong><img src="x" onerror="alert(1)"></p>',
      body_ar: '<p>نحن <strong>ندرّب</strong></p>',
      status: 'published',
      enabled: 1,
    });
  });

  it('reads in Arabic', async () => {
    servePage();
    open('ar');
    expect(await screen.findByRole('region', { name: 'معاينة: المحتوى (بالعربية)' })).toBeInTheDocument();
    // Each body is typed in its own direction, whatever the admin's: the English one left to right.
    const editors = await waitFor(() => {
      const found = [...document.querySelectorAll('[contenteditable="true"]')];
      expect(found).toHaveLength(2);
      return found;
    });
    // The English body comes first in the form.
    expect(editors.map((editor) => editor.getAttribute('dir'))).toEqual(['ltr', 'rtl']);
  });
});
