// One emotion cache per direction. The right-to-left one runs the styles through the RTL stylis plugin,
// which flips left/right in every stylesheet (write left-to-right styles; inline `style` attributes and
// rotate() are not flipped).
import createCache from '@emotion/cache';
import rtlPlugin from '@mui/stylis-plugin-rtl';

export const ltrCache = createCache({ key: 'muiltr' });
// Without stylis' vendor prefixer: the project's stylis is newer than the one inside @emotion/cache and
// the two do not mix; the browsers the admin supports need no prefixes.
export const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [rtlPlugin] });
