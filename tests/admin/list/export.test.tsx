// Export as Excel / PDF: the same search with export_format, saved under the answer's name (results.xlsx /
// results.pdf by its content type when it names none).
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordDownloads } from './downloads';
import { searchAnswer } from './fixtures';
import { recordSearch, renderList } from './renderList';

type Json = Record<string, unknown>;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
// Bytes that are not valid UTF-8: they must arrive unchanged (read as a blob, never as text).
const fileBytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff, 0xfe, 0x00, 0x80]);

/** The file, named by Content-Disposition when `name` is given. */
const fileAnswer = (type: string, name?: string) => (body: Json) =>
  'export_format' in body
    ? new Response(fileBytes, {
        headers: { 'Content-Type': type, ...(name ? { 'Content-Disposition': `attachment; filename="${name}"` } : {}) },
      })
    : searchAnswer();

const { saved, blobs } = recordDownloads();

describe('export', () => {
  it.each([
    ['Export as Excel', 'excel', XLSX, 'results.xlsx'],
    ['Export as PDF', 'pdf', 'application/pdf', 'results.pdf'],
  ])('%s sends the list filters and saves %s', async (button, format, type, name) => {
    const user = userEvent.setup();
    const search = recordSearch(fileAnswer(type));
    renderList({ url: '/default/products?status=active&price_from=10&sort_by=price&sort_desc=true&page=2' });
    await screen.findByRole('table', { name: 'Results' });
    await user.click(screen.getByRole('button', { name: button }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(search.bodies.filter((body) => 'export_format' in body)).toEqual([
      {
        model: 'products',
        filters: { status: ['active'], price_from: 10 },
        sortBy: ['price'],
        sortDesc: [true],
        export_format: format,
      },
    ]);
    expect(saved[0]).toEqual({ name, href: 'blob:test/1' });
    expect(new Uint8Array(await blobs[0].arrayBuffer())).toEqual(fileBytes);
    expect(blobs[0].type).toBe(type);
  });

  it("saves the file under the answer's own name when it sends one", async () => {
    const user = userEvent.setup();
    recordSearch(fileAnswer(XLSX, 'products-2026-01.xlsx'));
    renderList();
    await screen.findByRole('table', { name: 'Results' });
    await user.click(screen.getByRole('button', { name: 'Export as Excel' }));
    await waitFor(() => expect(saved).toEqual([{ name: 'products-2026-01.xlsx', href: 'blob:test/1' }]));
  });

  it('a failed export saves nothing', async () => {
    const user = userEvent.setup();
    const errors: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args[0]));
    recordSearch((body) =>
      'export_format' in body
        ? new Response(JSON.stringify({ state: 0, message: 'Too many rows' }), {
            status: 422,
            headers: { 'Content-Type': 'application/json' },
          })
        : searchAnswer(),
    );
    renderList();
    await screen.findByRole('table', { name: 'Results' });
    await user.click(screen.getByRole('button', { name: 'Export as PDF' }));
    await waitFor(() => expect(errors).toContain('Exporting the products list failed'));
    expect(saved).toEqual([]);
  });
});
