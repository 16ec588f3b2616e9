// The support threads beside the open one: search, status filter, and each thread's member, latest
// message, status, assignee and unread count.
import {
  Badge,
  Box,
  Chip,
  List,
  ListItem,
  ListItemButton,
  LinearProgress,
  ListItemText,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { formatBadgeCount } from '../../layout/formatNumber';
import type { SupportThread } from '../../../common/chat/types';
import { useSupportThread } from './useSupportThread';

const STATUS_COLORS = { open: 'info', pending: 'warning', closed: 'default' } as const;

export function StatusChip({ status }: { status: SupportThread['status'] }) {
  const translate = useTranslate();
  return <Chip size="small" color={STATUS_COLORS[status]} label={translate(`chat.support.status.${status}`)} />;
}

export interface ThreadFilter {
  search: string;
  status: '' | SupportThread['status'];
}

export function ThreadList({
  threads,
  loading,
  filter,
  onFilter,
}: {
  threads: readonly SupportThread[];
  /** The first answer is awaited: no "no threads" yet. */
  loading: boolean;
  filter: ThreadFilter;
  onFilter(filter: ThreadFilter): void;
}) {
  const translate = useTranslate();
  const locale = useLocale();
  const { selected, open } = useSupportThread();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Box sx={{ display: 'flex', gap: 1, p: 1 }}>
        <TextField
          size="small"
          label={translate('chat.support.search')}
          value={filter.search}
          onChange={(event) => onFilter({ ...filter, search: event.target.value })}
          sx={{ flex: 2 }}
        />
        <TextField
          size="small"
          select
          label={translate('chat.support.status_filter')}
          value={filter.status}
          onChange={(event) => onFilter({ ...filter, status: event.target.value as ThreadFilter['status'] })}
          sx={{ flex: 1, minWidth: 120 }}
        >
          <MenuItem value="">{translate('chat.support.all')}</MenuItem>
          {(['open', 'pending', 'closed'] as const).map((status) => (
            <MenuItem key={status} value={status}>
              {translate(`chat.support.status.${status}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {loading && <LinearProgress aria-label={translate('chat.support.loading')} />}
      {!loading && threads.length === 0 && (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {translate('chat.support.no_threads')}
        </Typography>
      )}
      <List dense sx={{ overflowY: 'auto', flex: 1 }} aria-label={translate('chat.support.threads')}>
        {threads.map((thread) => (
          // A list holds list items only (axe): each thread's button sits in one.
          <ListItem key={thread.id} disablePadding>
            <ListItemButton selected={thread.id === selected} onClick={() => open(thread.id)}>
              <ListItemText
                primary={
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <Box component="span" sx={{ flex: 1, fontWeight: thread.unread_count > 0 ? 700 : 400 }}>
                      {thread.user.name}
                    </Box>
                    <StatusChip status={thread.status} />
                    <Badge
                      color="error"
                      badgeContent={thread.unread_count > 0 ? formatBadgeCount(thread.unread_count, locale) : 0}
                      aria-label={translate('chat.support.unread', { smart_count: thread.unread_count })}
                      sx={{ mx: 1 }}
                    />
                  </Box>
                }
                secondary={
                  <>
                    {/* The member's own words, each in its own direction. */}
                    <Box component="span" dir="auto" sx={{ display: 'block' }}>
                      {thread.subject}
                    </Box>
                    <Box
                      component="span"
                      dir="auto"
                      sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                    >
                      {thread.last_message}
                    </Box>
                    {thread.assignee && (
                      <Box component="span" sx={{ display: 'block' }}>
                        {translate('chat.support.assigned_to', { name: thread.assignee.name })}
                      </Box>
                    )}
                  </>
                }
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
