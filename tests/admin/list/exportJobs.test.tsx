// A large export answers a job: the list shows its progress bar, then a notice with its download; the
// job is kept in this browser, so after a page reload the notice is still there. Both languages.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server } from '../msw';
import { recordDownloads } from './downloads';
import { searchAnswer } from './fixtures';
import { recordSearch, renderList } from './renderList';

type Json = Record<string, unknown>;

const JOB_ID = 'c'.repeat(32);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const fileBytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04]);

const job = (state: string, progress: number, rowsDone: number) => ({
  id: JOB_ID,
  model: 'products',
  format: 'excel',
  state,
  progress,
  rows_total: 200000,
  rows_done: rowsDone,
  created_at: '2026-11-25T10:00:00.000Z',
  finished_at: state === 'done' ? '2026-11-25T10:00:30.000Z' : null,
  expires_at: '2026-11-26T10:00:00.000Z',
  file_url: state === 'done' ? `jobs/${JOB_ID}/file` : null,
});

/** GET jobs/{id} answers the given states in turn (the last one from then on); records the reads. */
function serveJob(states: Array<ReturnType<typeof job>>) {
  const reads: string[] = [];
  let index = 0;
  server.use(
    http.get(api('jobs/:id'), ({ params }) => {
      reads.push(String(params.id));
      const answer = states[Math.min(index, states.length - 1)];
      index += 1;
      return HttpResponse.json({ state: 1, data: answer });
    }),
    http.get(
      api(`jobs/${JOB_ID}/file`),
      () =>
        new Response(fileBytes, {
          headers: { 'Content-Type': XLSX, 'Content-Disposition': 'attachment; filename="results.xlsx"' },
        }),
    ),
  );
  return reads;
}

const downloads = recordDownloads();
const savedNames = () => downloads.saved.map((file) => file.name);

const jobAnswer = (body: Json) =>
  'export_format' in body
    ? new Response(JSON.stringify({ state: 1, message: 'The export is being prepared.', data: { job_id: JOB_ID } }), {
        status: 202,
        headers: { 'Content-Type': 'application/json' },
      })
    : searchAnswer();

describe('export jobs on the list', () => {
  it('shows the progress bar of a large export, then a notice whose Download saves the file', async () => {
    const user = userEvent.setup();
    recordSearch(jobAnswer);
    const reads = serveJob([job('running', 40, 80000), job('done', 100, 200000)]);
    renderList();
    await screen.findByRole('table', { name: 'Results' });
    await user.click(screen.getByRole('button', { name: 'Export as Excel' }));

    const bar = await screen.findByRole('progressbar', { name: 'Export progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Preparing the export… 40%')).toBeInTheDocument();
    expect(screen.getByText('Rows: 80000 of 200000')).toBeInTheDocument();
    expect(savedNames()).toEqual([]);

    const notice = await screen.findByText('Your export is ready.', {}, { timeout: 3000 });
    expect(screen.queryByRole('progressbar', { name: 'Export progress' })).not.toBeInTheDocument();
    expect(reads.every((id) => id === JOB_ID)).toBe(true);
    const alert = notice.closest('[role="alert"]') as HTMLElement;
    await user.click(within(alert).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(savedNames()).toEqual(['results.xlsx']));
  });

  it('still shows the job after a page reload, until it is dismissed', async () => {
    localStorage.setItem('exportJobs', JSON.stringify([{ id: JOB_ID, model: 'products' }]));
    recordSearch();
    serveJob([job('done', 100, 200000)]);
    const user = userEvent.setup();
    renderList();
    expect(await screen.findByText('Your export is ready.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('Your export is ready.')).not.toBeInTheDocument());
    expect(JSON.parse(localStorage.getItem('exportJobs') ?? '[]')).toEqual([]);
  });

  it('shows the progress and the notice in Arabic', async () => {
    localStorage.setItem('exportJobs', JSON.stringify([{ id: JOB_ID, model: 'products' }]));
    recordSearch();
    serveJob([job('running', 55, 110000), job('done', 100, 200000)]);
    renderList({ locale: 'ar' });
    expect(await screen.findByRole('progressbar', { name: 'تقدّم التصدير' })).toHaveAttribute('aria-valuenow', '55');
    expect(screen.getByText('جارٍ تجهيز التصدير… ٥٥٪')).toBeInTheDocument();
    expect(await screen.findByText('ملف التصدير جاهز.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تنزيل' })).toBeInTheDocument();
  });

  it('forgets a job the server no longer knows (expired)', async () => {
    localStorage.setItem('exportJobs', JSON.stringify([{ id: JOB_ID, model: 'products' }]));
    recordSearch();
    server.use(
      http.get(api('jobs/:id'), () =>
        HttpResponse.json({ state: 0, message: 'This export was not found.' }, { status: 404 }),
      ),
    );
    renderList();
    await screen.findByRole('table', { name: 'Results' });
    await waitFor(() => expect(JSON.parse(localStorage.getItem('exportJobs') ?? '[]')).toEqual([]));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
