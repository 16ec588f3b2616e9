// The admin's error reports: off without VITE_SENTRY_DSN; with one, @sentry/react starts with the
// release and a beforeSend that scrubs tokens and personal data; a page that fails to render shows the
// friendly, translated error page with a retry and the release, and is reported.
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { ContentErrorBoundary } from '../../src/layout/ContentErrorBoundary';
import { RELEASE, reportError, startErrorReporting } from '../../src/monitoring/errorReporting';
import { i18nProvider } from '../../src/providers/i18nProvider';

const sentry = vi.hoisted(() => ({ init: vi.fn(), captureException: vi.fn() }));
vi.mock('@sentry/react', () => sentry);

describe('error reporting', () => {
  it('is off without a DSN, and reports nothing', async () => {
    expect(await startErrorReporting('')).toBe(false);
    reportError(new Error('x'));
    expect(sentry.init).not.toHaveBeenCalled();
    expect(sentry.captureException).not.toHaveBeenCalled();
  });

  it('starts with the release and scrubs every event before it is sent', async () => {
    expect(await startErrorReporting('https://key@o1.ingest.example.test/1')).toBe(true);
    const options = sentry.init.mock.calls[0][0];
    expect(options).toMatchObject({ dsn: 'https://key@o1.ingest.example.test/1', release: RELEASE });
    expect(RELEASE).toBe('fitness-admin@1.4');
    const sent = options.beforeSend({
      user: { id: 3, email: 'admin@demo.test' },
      request: { headers: { Authorization: 'Bearer abc.def' } },
      extra: { access_token: 'secret-token', language: 'ar' },
    });
    expect(sent).toEqual({
      user: { id: 3 },
      request: { headers: { Authorization: '[Filtered]' } },
      extra: { access_token: '[Filtered]', language: 'ar' },
    });
    const error = new Error('boom');
    reportError(error, { page: 'dashboard' });
    expect(sentry.captureException).toHaveBeenCalledWith(error, { extra: { page: 'dashboard' } });
  });
});

describe('a page that fails to render', () => {
  it('shows the friendly page with the release, reports it, and retries', async () => {
    const user = userEvent.setup();
    let broken = true;
    const Page = () => {
      if (broken) throw new Error('render failed');
      return <p>Back again</p>;
    };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale: 'en' })}>
        <ContentErrorBoundary resetKey="/default/dashboard/">
          <Page />
        </ContentErrorBoundary>
      </AdminContext>,
    );
    expect(await screen.findByText('This page could not be shown')).toBeInTheDocument();
    expect(screen.getByText(`Release ${RELEASE}`)).toBeInTheDocument();
    expect(screen.queryByText('render failed')).toBeNull();
    expect(sentry.captureException).toHaveBeenCalledWith(expect.objectContaining({ message: 'render failed' }), {
      extra: { componentStack: expect.any(String) },
    });
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
  });
});
