// The update message over the whole page while it reloads for a failed chunk, or when that did not help:
// in the admin's language, with a Reload button. Its texts come with the first screen (the failing part
// may be the one holding the other messages), so it needs nothing more to load. Plain elements, not MUI's
// Dialog: it lives in the entry chunk (under the login page too), which would otherwise carry the modal,
// paper, typography and button code that the screens load later anyway.
import { type CSSProperties, useSyncExternalStore } from 'react';
import arabic from '../../i18n/appUpdate.ar';
import english from '../../i18n/appUpdate.en';
import { isRightToLeft, toLanguage } from '../providers/language';
import { newVersionState } from './newVersion';

const backdrop: CSSProperties = {
  position: 'fixed',
  inset: 0,
  zIndex: 1400,
  display: 'grid',
  placeItems: 'center',
  padding: 16,
  background: 'rgba(0, 0, 0, 0.5)',
  fontFamily: 'inherit',
};
const panel: CSSProperties = {
  maxWidth: 480,
  padding: 24,
  borderRadius: 8,
  background: 'Canvas',
  color: 'CanvasText',
  boxShadow: '0 11px 15px -7px rgba(0,0,0,.2), 0 24px 38px 3px rgba(0,0,0,.14)',
};
const button: CSSProperties = {
  font: 'inherit',
  fontWeight: 600,
  padding: '8px 16px',
  border: 0,
  borderRadius: 4,
  cursor: 'pointer',
  color: '#fff',
  background: '#1565c0',
};

export function NewVersionDialog({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const state = useSyncExternalStore(newVersionState.subscribe, newVersionState.get);
  if (state === 'none') return null;
  const language = toLanguage(document.documentElement.lang);
  const texts = (language === 'ar' ? arabic : english).app_update;
  return (
    <div style={backdrop}>
      <div
        role="dialog"
        aria-modal="true"
        lang={language}
        dir={isRightToLeft(language) ? 'rtl' : 'ltr'}
        aria-labelledby="new-version-title"
        aria-describedby="new-version-text"
        style={panel}
      >
        <h2 id="new-version-title" style={{ margin: '0 0 12px', fontSize: '1.25rem', fontWeight: 500 }}>
          {texts.title}
        </h2>
        {state === 'reloading' ? (
          <p id="new-version-text" role="status" aria-busy="true" style={{ margin: 0 }}>
            {texts.reloading}
          </p>
        ) : (
          <p id="new-version-text" style={{ margin: 0 }}>
            {texts.text}
          </p>
        )}
        {state === 'failed' && (
          <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 16 }}>
            {/* biome-ignore lint/a11y/noAutofocus: the one thing left to do on this page */}
            <button type="button" onClick={reload} autoFocus style={button}>
              {texts.reload}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
