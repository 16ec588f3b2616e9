// A support thread's states: open (the user waits for an answer), pending (answered, waiting for the
// user), closed.
import { options } from '../models/define/common';

export const THREAD_STATUSES = options({
  open: ['Open', 'مفتوحة', 'info'],
  pending: ['Pending', 'قيد الانتظار', 'warning'],
  closed: ['Closed', 'مغلقة', 'default'],
});

export type ThreadStatus = 'open' | 'pending' | 'closed';
