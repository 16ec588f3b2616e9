// The notes dialog: view, editor, save back to view; validation, private flag and error texts.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server } from '../msw';
import { productRows, singleAnswer } from './fixtures';
import { listOrOk, recordSearch, renderList } from './renderList';

// The rich-text editor is replaced by a plain text area that produces the same HTML string.
vi.mock('../../../src/list/notes/NoteEditor', () => ({
  default: ({ value, onChange, label }: { value: string; onChange: (html: string) => void; label: string }) => (
    <textarea aria-label={label} value={value} onChange={(event) => onChange(event.target.value)} />
  ),
}));

type Json = Record<string, unknown>;

const storedNotes = [
  {
    id: 1,
    note: '<p>Asked for a refund<script>window.__hacked = true</script></p>',
    is_private: 0,
    created_at: '2026-01-05T10:30:00',
    author: null,
  },
  {
    id: 2,
    note: '<p>Knows the owner</p>',
    is_private: 1,
    created_at: '2026-02-11T08:05:00',
    author: { id: 4, name: 'Mona Adel' },
  },
];

/** getSingle/products/1 answers with the record and `notes`; add-note records its bodies. */
function notesApi({ single, add }: { single?: () => Response; add?: () => Response } = {}) {
  const notes = [...storedNotes];
  const added: Json[] = [];
  let reads = 0;
  server.use(
    http.get(api('getSingle/products/1'), () => {
      reads++;
      return single?.() ?? HttpResponse.json(singleAnswer(productRows[0], notes));
    }),
    http.post(api('add-note/products/1'), async ({ request }) => {
      const body = (await request.json()) as Json;
      added.push(body);
      if (add) return add();
      const saved = {
        id: 3,
        note: String(body.note),
        is_private: Number(body.is_private),
        created_at: '2026-03-01T12:00:00',
        author: { id: 4, name: 'Mona Adel' },
      };
      notes.push(saved);
      return HttpResponse.json({ state: 1, message: 'Note saved', data: saved });
    }),
  );
  return { added, reads: () => reads };
}

async function openNotes() {
  const user = userEvent.setup();
  recordSearch(listOrOk);
  renderList();
  const row = (await screen.findByText('Protein shaker')).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: 'Notes' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Notes' }) };
}

const failure = (status: number, body: Json) => () => HttpResponse.json(body, { status });

describe('notes dialog', () => {
  it('lists the notes with en-GB dates, sanitised, and marks private ones', async () => {
    notesApi();
    const { dialog } = await openNotes();
    const items = await within(dialog).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('05/01/2026, 10:30');
    expect(items[0]).toHaveTextContent('Asked for a refund');
    expect(items[0].querySelector('script')).toBeNull();
    expect(within(items[0]).queryByText('Private')).not.toBeInTheDocument();
    expect(items[1]).toHaveTextContent('11/02/2026, 08:05');
    expect(within(items[1]).getByText('Private')).toBeInTheDocument();
    expect(within(items[1]).getByText('Mona Adel')).toBeInTheDocument();
  });

  it.each(['', '   ', '<p></p>', '<p>  &nbsp; </p>', '<p><br></p>'])('refuses the empty note %j', async (text) => {
    const notes = notesApi();
    const { user, dialog } = await openNotes();
    await user.click(within(dialog).getByRole('button', { name: 'Add Note' }));
    const editor = await within(dialog).findByRole('textbox', { name: 'Note text' });
    if (text) await user.type(editor, text.replace(/[{[]/g, '$&$&'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Note cannot be empty')).toBeInTheDocument();
    expect(notes.added).toEqual([]);
  });

  it('saves a private note, returns to view and shows it', async () => {
    const notes = notesApi();
    const { user, dialog } = await openNotes();
    await within(dialog).findAllByRole('listitem');
    await user.click(within(dialog).getByRole('button', { name: 'Add Note' }));
    await user.type(await within(dialog).findByRole('textbox', { name: 'Note text' }), '<p>Called the buyer</p>');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Private Note' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(notes.added).toEqual([{ id: 1, model: 'products', note: '<p>Called the buyer</p>', is_private: 1 }]),
    );
    expect(await within(dialog).findByText('Called the buyer')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Note text' })).not.toBeInTheDocument();
    expect(notes.reads()).toBe(2);
  });

  it('sends is_private 0 for a public note', async () => {
    const notes = notesApi();
    const { user, dialog } = await openNotes();
    await user.click(within(dialog).getByRole('button', { name: 'Add Note' }));
    await user.type(await within(dialog).findByRole('textbox', { name: 'Note text' }), 'Paid in cash');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(notes.added).toEqual([{ id: 1, model: 'products', note: 'Paid in cash', is_private: 0 }]),
    );
  });

  it("load failure shows the server's text and an empty list", async () => {
    notesApi({ single: failure(404, { state: 0, message: 'Item not found' }) });
    const first = await openNotes();
    expect(await within(first.dialog).findByText('Item not found')).toBeInTheDocument();
    expect(within(first.dialog).getByText('No notes yet')).toBeInTheDocument();
  });

  // The API always sends a text with a failure: the admin's own text is for a call that gets no answer.
  it("load failure without a text shows 'Failed to fetch notes'", async () => {
    notesApi({ single: () => Response.error() });
    const { dialog } = await openNotes();
    expect(await within(dialog).findByText('Failed to fetch notes')).toBeInTheDocument();
    expect(within(dialog).getByText('No notes yet')).toBeInTheDocument();
  });

  it.each([
    [{ state: 0, message: 'The note is too long' }, 'The note is too long'],
    [null, 'Failed to save note'],
  ])('save failure %j shows “%s” and stays in the editor', async (body, text) => {
    notesApi({ add: body ? failure(422, body) : () => Response.error() });
    const { user, dialog } = await openNotes();
    await user.click(within(dialog).getByRole('button', { name: 'Add Note' }));
    await user.type(await within(dialog).findByRole('textbox', { name: 'Note text' }), 'Late delivery');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(text)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Note text' })).toHaveValue('Late delivery');
  });

  it('is not offered when the server says the model has no notes', async () => {
    const { searchAnswer } = await import('./fixtures');
    recordSearch(() =>
      searchAnswer({
        options: { notable: false, deletable: true, chartable: false, bulkActions: [], currency: 'EGP' },
      }),
    );
    renderList();
    const row = (await screen.findByText('Protein shaker')).closest('tr') as HTMLElement;
    expect(within(row).queryByRole('button', { name: 'Notes' })).not.toBeInTheDocument();
  });
});
