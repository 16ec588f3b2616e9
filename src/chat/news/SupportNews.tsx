// Support news for the whole signed-in admin (view-Chat): keeps the menu's unread count live, and when a
// member writes while the admin is on another screen, a toast names them with a link to the thread.
import { Alert, Button } from '@mui/material';
import { useEffect, useRef } from 'react';
import { Link, useBasename, useNotify, usePermissions, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { SupportThread } from '../../../common/chat/types';
import { SUPPORT_CHANNEL, THREAD_UPDATED } from '../../../common/realtime/channels';
import { SUCCESS_TOAST_MS } from '../../config';
import { dataProvider } from '../../providers/dataProvider';
import { useLiveChannel } from '../useLiveChannel';
import { isNewMemberMessage } from './isNewMemberMessage';
import { setSupportUnread } from './supportUnread';

/** Several events in a row (a burst of messages) ask for the count once. */
const REFRESH_DELAY = 250;

function NewMessageToast({ thread, href }: { thread: SupportThread; href: string }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="info"
      variant="filled"
      action={
        <Button color="inherit" size="small" component={Link} to={href}>
          {translate('chat.notify.open')}
        </Button>
      }
    >
      {translate('chat.notify.new_message', { name: thread.user.name })}
    </Alert>
  );
}

// The count is asked of the data provider itself, not through react-admin's hook: a background figure
// that fails is only left out, it never signs the admin out or shows an error.
const loadUnread = () => dataProvider.supportUnread();

function LiveSupportNews() {
  const notify = useNotify();
  const basename = useBasename();
  const { pathname } = useLocation();
  const where = useRef(pathname);
  where.current = pathname;
  const seen = useRef(new Map<number, string>());
  const since = useRef(new Date().toISOString());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const refresh = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      loadUnread()
        .then(setSupportUnread)
        .catch(() => {});
    }, REFRESH_DELAY);
  };

  useEffect(() => {
    loadUnread()
      .then(setSupportUnread)
      .catch(() => {});
    return () => {
      clearTimeout(timer.current);
      setSupportUnread(null);
    };
  }, []);

  useLiveChannel<SupportThread>(
    SUPPORT_CHANNEL,
    THREAD_UPDATED,
    (thread) => {
      refresh();
      const fresh = isNewMemberMessage(thread, seen.current, since.current);
      seen.current.set(thread.id, thread.last_message_at);
      // On the support screen the thread list shows the news itself.
      if (!fresh || where.current.startsWith(`${basename}/support`)) return;
      notify(<NewMessageToast thread={thread} href={`${basename}/support/${thread.id}`} />, {
        autoHideDuration: SUCCESS_TOAST_MS,
      });
    },
    refresh,
  );
  return null;
}

export function SupportNews() {
  const { permissions } = usePermissions<string[]>();
  return (permissions ?? []).includes('view-Chat') ? <LiveSupportNews /> : null;
}
