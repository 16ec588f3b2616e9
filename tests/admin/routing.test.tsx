// Navigation helpers of spec 2.1: scroll reset after 200 ms, the progress bar, the tab title.
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { NavigationProgress } from '../../src/routing/NavigationProgress';
import { RouteFallback } from '../../src/routing/RouteFallback';
import { ScrollReset } from '../../src/routing/ScrollReset';
import { documentTitle, useDocumentTitle } from '../../src/routing/useDocumentTitle';

let goTo: (to: string) => void = () => undefined;
const Navigator = () => {
  goTo = useNavigate();
  return null;
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('ScrollReset', () => {
  it('scrolls the main content and the window to the top 200 ms after a navigation', () => {
    const main = document.createElement('div');
    main.id = 'main-content';
    main.scrollTo = vi.fn();
    document.body.append(main);
    window.scrollTo = vi.fn();
    render(
      <MemoryRouter initialEntries={['/default/users']}>
        <Navigator />
        <ScrollReset />
      </MemoryRouter>,
    );
    act(() => vi.advanceTimersByTime(200));
    vi.mocked(main.scrollTo).mockClear();

    act(() => goTo('/default/programs'));
    act(() => vi.advanceTimersByTime(199));
    expect(main.scrollTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(main.scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
    main.remove();
  });

  it('leaves an anchor navigation where the anchor is', () => {
    window.scrollTo = vi.fn();
    render(
      <MemoryRouter initialEntries={['/default/users']}>
        <Navigator />
        <ScrollReset />
      </MemoryRouter>,
    );
    act(() => vi.advanceTimersByTime(200));
    vi.mocked(window.scrollTo).mockClear();
    act(() => goTo('/default/faq-list#shipping'));
    act(() => vi.advanceTimersByTime(500));
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});

describe('NavigationProgress', () => {
  it('shows after each navigation and while a lazy page loads', () => {
    const { rerender } = render(
      <MemoryRouter initialEntries={['/a']}>
        <Navigator />
        <NavigationProgress />
      </MemoryRouter>,
    );
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByTestId('navigation-progress')).toBeNull();

    act(() => goTo('/b'));
    expect(screen.getByTestId('navigation-progress')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByTestId('navigation-progress')).toBeNull();

    rerender(
      <MemoryRouter initialEntries={['/a']}>
        <Navigator />
        <NavigationProgress />
        <RouteFallback />
      </MemoryRouter>,
    );
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByTestId('navigation-progress')).toBeInTheDocument();
  });
});

describe('document title', () => {
  it('is the route title and the product name, or the product name alone', () => {
    expect(documentTitle('Users')).toBe('Users | Fitness Admin');
    expect(documentTitle(undefined)).toBe('Fitness Admin');
    expect(documentTitle('')).toBe('Fitness Admin');
  });

  it('follows the page and falls back when it leaves', () => {
    const Page = ({ title }: { title: string }) => {
      useDocumentTitle(title);
      return null;
    };
    const { rerender, unmount } = render(<Page title="Coupons" />);
    expect(document.title).toBe('Coupons | Fitness Admin');
    rerender(<Page title="الكوبونات" />);
    expect(document.title).toBe('الكوبونات | Fitness Admin');
    unmount();
    expect(document.title).toBe('Fitness Admin');
  });
});
