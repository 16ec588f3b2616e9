// /default/support/:threadId?: the support threads (search, status filter, unread counts, live) and the
// selected one beside them.
import { Box, Paper, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { SupportThread } from '../../../common/chat/types';
import { SUPPORT_CHANNEL, THREAD_UPDATED } from '../../../common/realtime/channels';
import { RequireView } from '../../list/pages/RequireView';
import type { ModelDataProvider } from '../../providers/dataProvider';
import { useDocumentTitle } from '../../routing/useDocumentTitle';
import { LiveIndicator } from '../LiveIndicator';
import { useLiveChannel } from '../useLiveChannel';
import { type ThreadFilter, ThreadList } from './ThreadList';
import { ThreadPanel } from './ThreadPanel';
import { useSupportThread } from './useSupportThread';

const SEARCH_DELAY = 300;

/** The list with one thread's new state: replaced in place, or first when it is new and matches. */
export function withThread(threads: readonly SupportThread[], changed: SupportThread, filter: ThreadFilter) {
  const matches = filter.status === '' || filter.status === changed.status;
  const rest = threads.filter((thread) => thread.id !== changed.id);
  if (!matches) return rest;
  const index = threads.findIndex((thread) => thread.id === changed.id);
  if (index === -1) return filter.search === '' ? [changed, ...rest] : rest;
  return threads.map((thread) => (thread.id === changed.id ? changed : thread));
}

export default function SupportPage() {
  const translate = useTranslate();
  useDocumentTitle(translate('chat.support.title'));
  const dataProvider = useDataProvider<ModelDataProvider>();
  const { selected } = useSupportThread();
  const [filter, setFilter] = useState<ThreadFilter>({ search: '', status: '' });
  const [threads, setThreads] = useState<SupportThread[]>([]);
  const [loading, setLoading] = useState(true);
  const [lastChange, setLastChange] = useState<SupportThread | null>(null);

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      dataProvider
        .supportThreads({
          ...(filter.status ? { status: filter.status } : {}),
          ...(filter.search.trim() ? { search: filter.search.trim() } : {}),
        })
        .then((list) => live && setThreads(list.data))
        .catch(() => {})
        .finally(() => live && setLoading(false));
    }, SEARCH_DELAY);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [dataProvider, filter]);

  const changed = useCallback(
    (thread: SupportThread) => setThreads((held) => withThread(held, thread, filter)),
    [filter],
  );
  const liveState = useLiveChannel<SupportThread>(SUPPORT_CHANNEL, THREAD_UPDATED, (thread) => {
    changed(thread);
    setLastChange(thread);
  });

  return (
    <RequireView subject="Chat">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {translate('chat.support.title')}
        </Typography>
        {!selected && <LiveIndicator state={liveState} />}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(280px, 1fr) 2fr' },
          gap: 2,
          height: { md: 'calc(100vh - 180px)' },
        }}
      >
        <Paper sx={{ minHeight: 0, overflow: 'hidden' }}>
          <ThreadList threads={threads} loading={loading} filter={filter} onFilter={setFilter} />
        </Paper>
        <Box sx={{ minHeight: 360 }}>
          {selected ? (
            <ThreadPanel key={selected} threadId={selected} onChanged={changed} live={lastChange} />
          ) : (
            <Typography color="text.secondary" sx={{ p: 2 }}>
              {translate('chat.support.pick_thread')}
            </Typography>
          )}
        </Box>
      </Box>
    </RequireView>
  );
}
