// The unread support messages on the menu entries that lead to them (Support, and the Chats list of the
// same threads): a badge on the icon, and its words for screen readers inside the link.
import { Badge, Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { visuallyHidden } from '../../layout/visuallyHidden';
import { useSupportUnread } from './supportUnread';

const ENTRIES_WITH_UNREAD = ['support', 'chats'];

export function UnreadMenuBadge({ itemKey, children }: { itemKey: string; children: ReactNode }) {
  const translate = useTranslate();
  const unread = useSupportUnread();
  if (!ENTRIES_WITH_UNREAD.includes(itemKey) || !unread) return <>{children}</>;
  return (
    <>
      <Badge badgeContent={unread} max={99} color="error" slotProps={{ badge: { 'aria-hidden': true } }}>
        {children}
      </Badge>
      <Box component="span" sx={visuallyHidden}>
        {translate('chat.notify.unread', { smart_count: unread })}
      </Box>
    </>
  );
}
