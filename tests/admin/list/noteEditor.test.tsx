// The real rich-text editor, loaded on demand inside the note form.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { generateHTML, generateJSON } from '@tiptap/core';
import NoteEditor from '../../../src/list/notes/NoteEditor';
import { noteExtensions } from '../../../src/list/notes/noteExtensions';
import { NoteForm } from '../../../src/list/notes/NoteForm';
import { i18nProvider } from '../../../src/providers/i18nProvider';

// jsdom has no layout; ProseMirror asks for rectangles while it handles the caret.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
const emptyRect = () => new DOMRect(0, 0, 0, 0);
const jsdomOwn = {
  elementFromPoint: document.elementFromPoint,
  rangeRects: Range.prototype.getClientRects,
  rangeRect: Range.prototype.getBoundingClientRect,
  elementRects: Element.prototype.getClientRects,
};
beforeAll(() => {
  document.elementFromPoint = () => null;
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = emptyRect;
  Element.prototype.getClientRects = noRects;
});
// The window outlives this file (test files share their worker).
afterAll(() => {
  document.elementFromPoint = jsdomOwn.elementFromPoint;
  Range.prototype.getClientRects = jsdomOwn.rangeRects;
  Range.prototype.getBoundingClientRect = jsdomOwn.rangeRect;
  Element.prototype.getClientRects = jsdomOwn.elementRects;
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

  it('labels its toolbar and writes bold, italic, bulleted and numbered lists as HTML', async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <NoteEditor value="" onChange={(html) => changes.push(html)} label="Note text" />
      </AdminContext>,
    );
    const toolbar = await screen.findByRole('toolbar', { name: 'Note text' });
    const tool = (name: string) => within(toolbar).getByRole('button', { name });
    const editor = screen.getByRole('textbox', { name: 'Note text' });

    // One typing step, then formatting through the toolbar on the selected text.
    await user.click(editor);
    await user.keyboard('Milk');
    await waitFor(() => expect(changes.at(-1)).toBe('<p>Milk</p>'));
    await user.keyboard('{Control>}a{/Control}');

    await user.click(tool('Bold'));
    expect(changes.at(-1)).toBe('<p><strong>Milk</strong></p>');
    expect(tool('Bold')).toHaveAttribute('aria-pressed', 'true');
    await user.click(tool('Italic'));
    expect(changes.at(-1)).toBe('<p><strong><em>Milk</em></strong></p>');
    await user.click(tool('Bulleted list'));
    expect(changes.at(-1)).toBe('<ul><li><p><strong><em>Milk</em></strong></p></li></ul>');
    expect(tool('Bulleted list')).toHaveAttribute('aria-pressed', 'true');
    await user.click(tool('Numbered list'));
    expect(changes.at(-1)).toBe('<ol><li><p><strong><em>Milk</em></strong></p></li></ol>');
    expect(tool('Numbered list')).toHaveAttribute('aria-pressed', 'true');
    expect(tool('Bulleted list')).toHaveAttribute('aria-pressed', 'false');
  });

  it('reads and writes back the markup notes are stored with', () => {
    const stored =
      '<p><strong>Paid</strong> in <em>cash</em><br>twice</p><ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol>';
    expect(generateHTML(generateJSON(stored, noteExtensions), noteExtensions)).toBe(stored);
  });
});
