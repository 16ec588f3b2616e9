// The dashboard's counters count up over 5 seconds (spec 9), at once with reduced motion; screen readers
// read the final number only.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { CountCard } from '../../../src/pages/dashboard/CountCard';
import { COUNT_UP_MS } from '../../../src/pages/dashboard/useCountUp';
import { i18nProvider } from '../../../src/providers/i18nProvider';

function reduceMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

function renderCard(count: number) {
  return render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale: 'en' })}>
      <CountCard
        card={{ key: 'users', count, current_period: 0, previous_period: 0, model: 'users', filters: {} }}
        periodDays={30}
      />
    </AdminContext>,
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('stat counters', () => {
  it('count up over 5 seconds, easing out', async () => {
    reduceMotion(false);
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'Date'] });
    renderCard(1000);
    const region = () => screen.getByRole('region', { name: 'Users' });
    // While counting, the drawn number is hidden from screen readers; once there, it is the only one.
    const shown = () =>
      Number((screen.queryByTestId('count-up') ?? region().querySelector('p'))?.textContent?.replace(/,/g, ''));
    expect(COUNT_UP_MS).toBe(5000);
    expect(shown()).toBe(0);
    // The final number is there for screen readers from the start.
    expect(region()).toHaveTextContent('1,000');
    await act(async () => vi.advanceTimersByTime(2500));
    expect(shown()).toBeGreaterThan(500);
    expect(shown()).toBeLessThan(1000);
    await act(async () => vi.advanceTimersByTime(2600));
    expect(shown()).toBe(1000);
    expect(screen.queryByTestId('count-up')).toBeNull();
  });

  it('show the number at once with reduced motion', () => {
    reduceMotion(true);
    renderCard(1234);
    expect(screen.queryByTestId('count-up')).toBeNull();
    expect(screen.getByRole('region', { name: 'Users' })).toHaveTextContent('1,234');
  });
});
