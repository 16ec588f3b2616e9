// A part that fails to load (Vite's `vite:preloadError`) reloads the page once; a failure again soon after
// shows the update message in the admin's language, whose Reload button reloads.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import arabic from '../../../i18n/appUpdate.ar';
import english from '../../../i18n/appUpdate.en';
import { NewVersionDialog } from '../../../src/routing/NewVersionDialog';
import {
  RELOAD_GUARD_MS,
  RELOADED_AT_KEY,
  resetNewVersionState,
  watchForNewVersion,
} from '../../../src/routing/newVersion';

const failChunk = () =>
  act(() => {
    const event = new Event('vite:preloadError', { cancelable: true });
    Object.assign(event, { payload: new TypeError('Failed to fetch dynamically imported module') });
    window.dispatchEvent(event);
  });

let stop: () => void = () => undefined;
beforeEach(() => sessionStorage.clear());
afterEach(() => {
  stop();
  resetNewVersionState();
  sessionStorage.clear();
  document.documentElement.lang = 'en';
});

describe('a part that fails to load after a release', () => {
  it('reloads the page once and says so meanwhile', () => {
    const reload = vi.fn();
    stop = watchForNewVersion({ reload, now: () => 1_000_000 });
    render(<NewVersionDialog />);
    expect(screen.queryByRole('dialog')).toBeNull();
    failChunk();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(RELOADED_AT_KEY)).toBe('1000000');
    expect(screen.getByRole('dialog', { name: english.app_update.title })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(english.app_update.reloading);
    // Further failures of the same page do not reload again.
    failChunk();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows the update message instead of reloading again right after a reload, in Arabic', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem(RELOADED_AT_KEY, String(1_000_000));
    document.documentElement.lang = 'ar';
    const automatic = vi.fn();
    const manual = vi.fn();
    stop = watchForNewVersion({ reload: automatic, now: () => 1_000_000 + RELOAD_GUARD_MS - 1 });
    render(<NewVersionDialog reload={manual} />);
    failChunk();
    expect(automatic).not.toHaveBeenCalled();
    const dialog = screen.getByRole('dialog', { name: arabic.app_update.title });
    expect(dialog).toHaveTextContent(arabic.app_update.text);
    expect(dialog.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await user.click(screen.getByRole('button', { name: arabic.app_update.reload }));
    expect(manual).toHaveBeenCalledTimes(1);
  });

  it('reloads again for a failure long after the last reload (a later release)', () => {
    sessionStorage.setItem(RELOADED_AT_KEY, String(1_000_000));
    const reload = vi.fn();
    stop = watchForNewVersion({ reload, now: () => 1_000_000 + RELOAD_GUARD_MS + 1 });
    render(<NewVersionDialog />);
    failChunk();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: english.app_update.reload })).toBeNull();
  });
});
