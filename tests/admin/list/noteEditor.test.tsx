// The real rich-text editor, loaded on demand inside the note form.
import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { NoteForm } from '../../../src/list/notes/NoteForm';
import { i18nProvider } from '../../../src/providers/i18nProvider';

// jsdom has no layout; ProseMirror asks for rectangles while it handles the caret.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
const emptyRect = () => new DOMRect(0, 0, 0, 0);
beforeAll(() => {
  document.elementFromPoint = () => null;
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = emptyRect;
  Element.prototype.getClientRects = noRects;
});

describe('note editor', () => {
  it('loads lazily, is labelled, and saves the typed text as HTML', async () => {
    const user = userEvent.setup();
    const saved: Array<[string, boolean]> = [];
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <NoteForm onSave={async (note, isPrivate) => void saved.push([note, isPrivate])} onCancel={() => undefined} />
      </AdminContext>,
    );
    const editor = await screen.findByRole('textbox', { name: 'Note text' });
    expect(editor).toHaveAttribute('contenteditable', 'true');
    for (const tool of ['Bold', 'Italic', 'Bulleted list', 'Numbered list']) {
      expect(screen.getByRole('button', { name: tool })).toHaveAttribute('aria-pressed', 'false');
    }
    await user.click(editor);
    await user.keyboard('Call the buyer');
    await user.click(screen.getByRole('checkbox', { name: 'Private Note' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toEqual([['<p>Call the buyer</p>', true]]));
  });

  it('refuses an empty note and marks active formatting', async () => {
    const user = userEvent.setup();
    const saved: string[] = [];
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <NoteForm onSave={async (note) => void saved.push(note)} onCancel={() => undefined} />
      </AdminContext>,
    );
    const editor = await screen.findByRole('textbox', { name: 'Note text' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Note cannot be empty')).toBeInTheDocument();
    expect(editor).toHaveAttribute('aria-describedby');

    expect(saved).toEqual([]);

    await user.click(editor);
    await user.keyboard('Urgent');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toEqual(['<p>Urgent</p>']));
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  });
});
