// Parts of the shell on their own: a long menu title cut at 28 characters with the full one on hover,
// and the full-screen toggle on the browser's Fullscreen API.
import SettingsIcon from '@mui/icons-material/Settings';
import { List } from '@mui/material';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FullScreenToggle } from '../../../src/layout/appBar/FullScreenToggle';
import { MenuLink } from '../../../src/layout/sidebar/MenuLink';
import englishMessages from '../../../src/providers/englishMessages';
import { mergeMessages } from '../../../src/providers/mergeMessages';
import type { SurfaceColors } from '../../../src/theme/surfaces';

const LONG_TITLE = 'Programme classification and pricing plans';
const colors: SurfaceColors = {
  background: '#fff',
  text: '#000',
  muted: '#555',
  hover: '#eee',
  selected: '#ddd',
  selectedText: '#003',
};

function renderInAdmin(children: React.ReactNode) {
  const messages = mergeMessages(englishMessages, { shell: { menu: { items: { long: LONG_TITLE } } } });
  return render(
    <MemoryRouter initialEntries={['/default/dashboard/']}>
      <AdminContext i18nProvider={polyglotI18nProvider(() => messages, 'en')} store={memoryStore()}>
        {children}
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('a menu title longer than 28 characters', () => {
  it('is cut with an ellipsis; the full title is the link name and shows on hover', async () => {
    const person = userEvent.setup();
    renderInAdmin(
      <List>
        <MenuLink
          item={{ key: 'long', path: '/program-classification', icon: SettingsIcon }}
          mini={false}
          colors={colors}
        />
      </List>,
    );
    const link = screen.getByRole('link', { name: LONG_TITLE });
    expect(link).toHaveTextContent('Programme classification and…');
    await person.hover(link);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(LONG_TITLE);
  });

  it('is not cut when it fits', () => {
    renderInAdmin(
      <List>
        <MenuLink item={{ key: 'settings', path: '/settings', icon: SettingsIcon }} mini={false} colors={colors} />
      </List>,
    );
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveTextContent(/^Settings$/);
  });
});

describe('full-screen toggle', () => {
  afterEach(() => {
    // Back to jsdom's own (no Fullscreen API).
    delete (document as { fullscreenEnabled?: boolean }).fullscreenEnabled;
    delete (document as { fullscreenElement?: Element | null }).fullscreenElement;
    delete (document.documentElement as { requestFullscreen?: unknown }).requestFullscreen;
    delete (document as { exitFullscreen?: unknown }).exitFullscreen;
  });

  it('is not shown where the browser has no full screen', () => {
    renderInAdmin(<FullScreenToggle />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('enters and leaves full screen, and says which it will do', async () => {
    const person = userEvent.setup();
    let current: Element | null = null;
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, get: () => true });
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => current });
    const announce = () => document.dispatchEvent(new Event('fullscreenchange'));
    document.documentElement.requestFullscreen = vi.fn(async () => {
      current = document.documentElement;
      announce();
    });
    document.exitFullscreen = vi.fn(async () => {
      current = null;
      announce();
    });

    renderInAdmin(<FullScreenToggle />);
    await person.click(screen.getByRole('button', { name: 'Enter full screen' }));
    expect(document.documentElement.requestFullscreen).toHaveBeenCalled();
    await person.click(await screen.findByRole('button', { name: 'Exit full screen' }));
    expect(document.exitFullscreen).toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Enter full screen' })).toBeInTheDocument();
  });
});
