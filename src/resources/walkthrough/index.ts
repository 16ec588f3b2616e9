// Walkthrough slides: the declared form, and a page that orders the slides by drag and drop (or by
// keyboard) at /default/walkthrough-order.
import type { CustomScreens } from '../types';
import { GuardedWalkthroughOrder } from './GuardedWalkthroughOrder';

export default {
  pages: [{ path: 'walkthrough-order', component: GuardedWalkthroughOrder }],
} satisfies CustomScreens;
