// One chat group's conversation: the latest page, older pages as the reader scrolls up, new messages as
// they are published (and, after a lost connection, what was missed), and the composer.
import { Alert, Box, CircularProgress, Paper, Typography } from '@mui/material';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ChatMessage } from '../../common/chat/types';
import { chatGroupChannel, MESSAGE_CREATED, MESSAGE_UPDATED } from '../../common/realtime/channels';
import type { ModelDataProvider } from '../providers/dataProvider';
import { storedUser } from '../providers/session';
import { Announcement } from './Announcement';
import { LiveIndicator } from './LiveIndicator';
import { MessageComposer } from './MessageComposer';
import { ModeratedMessageList } from './ModeratedMessageList';
import { mergeMessages } from './mergeMessages';
import { useLiveChannel } from './useLiveChannel';
import { useNewMessageAnnouncement } from './useNewMessageAnnouncement';

const PAGE = 50;
/** Closer than this to the top loads the page before; closer than this to the end follows new messages. */
const EDGE = 80;

export function ChatConversation({
  groupId,
  title,
  canModerate = false,
}: {
  groupId: number;
  title?: string;
  /** The admin may hide messages here (edit-chatgroups, or one of the group's admins). */
  canModerate?: boolean;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ModelDataProvider>();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [loadingOlder, setLoadingOlder] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  // How to place the scroll after the next render: at the end, or keeping the reader's place above.
  const placement = useRef<{ kind: 'end' } | { kind: 'keep'; fromEnd: number } | null>(null);
  const latest = useRef<ChatMessage[]>([]);
  latest.current = messages;
  const ownId = Number(storedUser()?.id ?? Number.NaN);
  const announcement = useNewMessageAnnouncement(ownId);

  useEffect(() => {
    let live = true;
    setStatus('loading');
    setMessages([]);
    dataProvider
      .chatMessages(groupId, { limit: PAGE })
      .then((page) => {
        if (!live) return;
        placement.current = { kind: 'end' };
        setMessages(page.messages);
        setHasMore(page.has_more);
        setStatus('ready');
      })
      .catch(() => live && setStatus('failed'));
    return () => {
      live = false;
    };
  }, [dataProvider, groupId]);

  useLayoutEffect(() => {
    const box = scroller.current;
    const place = placement.current;
    if (!box || !place) return;
    box.scrollTop = place.kind === 'end' ? box.scrollHeight : box.scrollHeight - place.fromEnd;
    placement.current = null;
  });

  const nearEnd = () => {
    const box = scroller.current;
    return !box || box.scrollHeight - box.scrollTop - box.clientHeight < EDGE;
  };

  const arrive = useCallback((arrived: ChatMessage[]) => {
    if (nearEnd()) placement.current = { kind: 'end' };
    setMessages((held) => mergeMessages(held, arrived));
  }, []);

  const catchUp = useCallback(async () => {
    const last = latest.current.at(-1)?.id ?? 0;
    let after = last;
    for (;;) {
      const page = await dataProvider.chatMessages(groupId, { after, limit: 100 });
      arrive(page.messages);
      if (!page.has_more || page.messages.length === 0) return;
      after = page.messages[page.messages.length - 1].id;
    }
  }, [arrive, dataProvider, groupId]);

  const liveState = useLiveChannel<ChatMessage>(
    chatGroupChannel(groupId),
    [MESSAGE_CREATED, MESSAGE_UPDATED],
    (message) => {
      announcement.heard(message, latest.current);
      arrive([message]);
    },
    () => void catchUp().catch(() => {}),
  );

  async function loadOlder() {
    const box = scroller.current;
    const first = messages[0]?.id;
    if (!box || !hasMore || loadingOlder || first === undefined) return;
    setLoadingOlder(true);
    try {
      const page = await dataProvider.chatMessages(groupId, { before: first, limit: PAGE });
      placement.current = { kind: 'keep', fromEnd: box.scrollHeight - box.scrollTop };
      setMessages((held) => mergeMessages(held, page.messages));
      setHasMore(page.has_more);
    } finally {
      setLoadingOlder(false);
    }
  }

  async function send(text: string, image: string | null) {
    const stored = await dataProvider.sendChatMessage(groupId, text, image);
    placement.current = { kind: 'end' };
    setMessages((held) => mergeMessages(held, [stored]));
  }

  return (
    <Paper sx={{ display: 'flex', flexDirection: 'column', height: 'calc(100vh - 160px)', minHeight: 360 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="h6" component="h1" sx={{ flex: 1 }}>
          {title ?? translate('chat.conversation.title')}
        </Typography>
        <LiveIndicator state={liveState} />
      </Box>
      <Box
        ref={scroller}
        onScroll={(event) => {
          if (event.currentTarget.scrollTop < EDGE) void loadOlder();
        }}
        sx={{ flex: 1, overflowY: 'auto' }}
        aria-label={translate('chat.conversation.messages')}
        role="log"
        aria-live="off"
        aria-busy={status === 'loading' || loadingOlder}
      >
        {(status === 'loading' || loadingOlder) && (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 1 }}>
            <CircularProgress size={24} aria-label={translate('chat.conversation.loading')} />
          </Box>
        )}
        {status === 'failed' && <Alert severity="error">{translate('chat.conversation.load_failed')}</Alert>}
        {status === 'ready' && messages.length === 0 && (
          <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
            {translate('chat.conversation.empty')}
          </Typography>
        )}
        <ModeratedMessageList
          messages={messages}
          ownId={Number.isNaN(ownId) ? null : ownId}
          canModerate={canModerate}
          onChanged={(message) => setMessages((held) => mergeMessages(held, [message]))}
        />
      </Box>
      <Announcement text={announcement.text} count={announcement.count} />
      <MessageComposer onSend={send} disabled={status !== 'ready'} />
    </Paper>
  );
}
