// The open support thread: its member, status and assignee, the actions (assign to me, close, reopen),
// its messages, live (and the thread's own changes made on other screens, `live`), moderation and the
// answer box for admins who may answer (edit-chats).
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider, usePermissions, useTranslate } from 'react-admin';
import type { ChatMessage, SupportThread } from '../../../common/chat/types';
import { MESSAGE_CREATED, MESSAGE_UPDATED, supportThreadChannel } from '../../../common/realtime/channels';
import type { ModelDataProvider } from '../../providers/dataProvider';
import { storedUser } from '../../providers/session';
import { Announcement } from '../Announcement';
import { LiveIndicator } from '../LiveIndicator';
import { MessageComposer } from '../MessageComposer';
import { ModeratedMessageList } from '../ModeratedMessageList';
import { mergeMessages } from '../mergeMessages';
import { useLiveChannel } from '../useLiveChannel';
import { useNewMessageAnnouncement } from '../useNewMessageAnnouncement';
import { StatusChip } from './ThreadList';

const ANSWERERS = ['edit-chats', 'manage-chats'];

export function ThreadPanel({
  threadId,
  onChanged,
  live,
}: {
  threadId: number;
  onChanged(thread: SupportThread): void;
  /** The latest `thread.updated` the support screen heard (any thread). */
  live?: SupportThread | null;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ModelDataProvider>();
  const { permissions } = usePermissions<string[]>();
  const canAnswer = (permissions ?? []).some((permission) => ANSWERERS.includes(permission));
  const [thread, setThread] = useState<SupportThread | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [failed, setFailed] = useState(false);
  const ownId = Number(storedUser()?.id ?? Number.NaN);
  const announcement = useNewMessageAnnouncement(ownId);
  const latest = useRef<ChatMessage[]>([]);
  latest.current = messages;

  useEffect(() => {
    if (live && live.id === threadId) setThread(live);
  }, [live, threadId]);

  const load = useCallback(async () => {
    const shown = await dataProvider.supportThread(threadId, { limit: 50 });
    setThread(shown.thread);
    setMessages((held) => mergeMessages(held, shown.messages));
    onChanged(shown.thread);
  }, [dataProvider, threadId, onChanged]);

  useEffect(() => {
    setThread(null);
    setMessages([]);
    setFailed(false);
    load().catch(() => setFailed(true));
  }, [load]);

  const liveState = useLiveChannel<ChatMessage>(
    supportThreadChannel(threadId),
    [MESSAGE_CREATED, MESSAGE_UPDATED],
    (message) => {
      announcement.heard(message, latest.current);
      setMessages((held) => mergeMessages(held, [message]));
    },
    () => void load().catch(() => {}),
  );

  async function act(action: 'assign_to_me' | 'close' | 'reopen') {
    await dataProvider.runAction('chats', threadId, action);
    await load();
  }

  async function send(text: string, image: string | null) {
    const stored = await dataProvider.sendSupportMessage(threadId, text, image);
    setMessages((held) => mergeMessages(held, [stored]));
    setThread((current) => (current ? { ...current, status: 'pending', unread_count: 0 } : current));
  }

  if (failed) return <Alert severity="error">{translate('chat.support.load_failed')}</Alert>;
  return (
    <Paper sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
          p: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box sx={{ flex: 1, minWidth: 160 }}>
          <Typography variant="h6" component="h2">
            {thread?.subject ?? ''}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {thread?.user.name}
            {thread?.assignee ? ` · ${translate('chat.support.assigned_to', { name: thread.assignee.name })}` : ''}
          </Typography>
        </Box>
        {thread && <StatusChip status={thread.status} />}
        <LiveIndicator state={liveState} />
        {thread && canAnswer && (
          <>
            {thread.assignee?.id !== ownId && (
              <Button size="small" onClick={() => void act('assign_to_me')}>
                {translate('chat.support.assign_to_me')}
              </Button>
            )}
            {thread.status === 'closed' ? (
              <Button size="small" onClick={() => void act('reopen')}>
                {translate('chat.support.reopen')}
              </Button>
            ) : (
              <Button size="small" onClick={() => void act('close')}>
                {translate('chat.support.close')}
              </Button>
            )}
          </>
        )}
      </Box>
      <Box
        sx={{ flex: 1, overflowY: 'auto' }}
        role="log"
        aria-live="off"
        aria-label={translate('chat.conversation.messages')}
      >
        <ModeratedMessageList
          messages={messages}
          ownId={Number.isNaN(ownId) ? null : ownId}
          canModerate={canAnswer}
          audience="customer"
          onChanged={(message) => setMessages((held) => mergeMessages(held, [message]))}
        />
      </Box>
      <Announcement text={announcement.text} count={announcement.count} />
      {canAnswer && thread?.status !== 'closed' && <MessageComposer onSend={send} disabled={!thread} />}
      {thread?.status === 'closed' && (
        <Typography color="text.secondary" sx={{ p: 1.5 }}>
          {translate('chat.support.closed_hint')}
        </Typography>
      )}
    </Paper>
  );
}
