// The toast bus: toasts wait for a bridge, and a toast still on screen follows the user to the next page.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast, subscribeToToasts, type Toast } from '../../src/providers/notifier';

const needLogin: Toast = { message: 'app.http.need_login', type: 'error', autoHideDuration: 9000 };

beforeEach(() => vi.useFakeTimers({ now: 0 }));
afterEach(() => vi.useRealTimers());

describe('notifier', () => {
  it('keeps toasts raised with no bridge until one subscribes', () => {
    showToast(needLogin);
    const received: Toast[] = [];
    subscribeToToasts((toast) => received.push(toast));
    expect(received).toEqual([needLogin]);
  });

  it('hands a toast still showing to the next bridge for the time it has left', () => {
    const admin: Toast[] = [];
    const leaveAdmin = subscribeToToasts((toast) => admin.push(toast));
    showToast(needLogin);
    vi.advanceTimersByTime(2000);
    leaveAdmin();

    const login: Toast[] = [];
    subscribeToToasts((toast) => login.push(toast));
    expect(admin).toEqual([needLogin]);
    expect(login).toEqual([{ ...needLogin, autoHideDuration: 7000 }]);
  });

  it('does not hand over toasts that have (almost) run out', () => {
    const leave = subscribeToToasts(() => undefined);
    showToast(needLogin);
    vi.advanceTimersByTime(8500);
    leave();
    const next: Toast[] = [];
    subscribeToToasts((toast) => next.push(toast));
    expect(next).toEqual([]);
  });

  it('does not repeat a toast to the bridge that already showed it (effects re-run in strict mode)', () => {
    const owner = {};
    const shown: Toast[] = [];
    const first = subscribeToToasts((toast) => shown.push(toast), owner);
    showToast(needLogin);
    first();
    subscribeToToasts((toast) => shown.push(toast), owner);
    expect(shown).toEqual([needLogin]);
  });

  it('delivers to the latest bridge only', () => {
    const first: Toast[] = [];
    const second: Toast[] = [];
    subscribeToToasts((toast) => first.push(toast));
    subscribeToToasts((toast) => second.push(toast));
    showToast(needLogin);
    expect(first).toEqual([]);
    expect(second).toEqual([needLogin]);
  });
});
