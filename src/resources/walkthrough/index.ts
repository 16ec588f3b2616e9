// Walkthrough slides: the declared form, and a page that orders the slides by drag and drop (or by
// keyboard) at /default/walkthrough-order.
import { guardedPage } from '../../list/pages/guardedPage';
import type { CustomScreens } from '../types';

export default {
  pages: [{ path: 'walkthrough-order', component: guardedPage('Walkthrough', () => import('./WalkthroughOrderPage')) }],
} satisfies CustomScreens;
