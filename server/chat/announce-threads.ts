// After an action on support threads (assign, close, reopen): each changed thread goes to the support
// screens as `thread.updated`, in the shape GET support-chat lists it.
import type { Kysely } from 'kysely';
import { SUPPORT_CHANNEL, THREAD_UPDATED } from '../../common/realtime/channels';
import type { PublishEvent } from '../models/define/types';
import { findThread } from './threads';

export async function announceThreads({
  db,
  ids,
  publish,
}: {
  db: Kysely<any>;
  ids: number[];
  publish: PublishEvent;
}): Promise<void> {
  for (const id of ids) {
    const thread = await findThread(db, id);
    if (thread) await publish(SUPPORT_CHANNEL, THREAD_UPDATED, thread);
  }
}
