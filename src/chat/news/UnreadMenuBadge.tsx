// The unread support messages on the menu entries that lead to them (Support, and the Chats list of the
// same threads): a count over the entry's icon, and its words as the link's description. Both sit beside
// the link, not in it, so the link's name and text stay its title.
import { Box } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { formatBadgeCount } from '../../layout/formatNumber';
import { visuallyHidden } from '../../layout/visuallyHidden';
import { useSupportUnread } from './supportUnread';

const ENTRIES_WITH_UNREAD = ['support', 'chats'];

/** The entry's unread count and the id of its description, or null when it has none to show. */
export function useMenuEntryUnread(itemKey: string): { count: number; descriptionId: string } | null {
  const unread = useSupportUnread();
  if (!ENTRIES_WITH_UNREAD.includes(itemKey) || !unread) return null;
  return { count: unread, descriptionId: `menu-unread-${itemKey}` };
}

export function UnreadMenuBadge({ count, descriptionId }: { count: number; descriptionId: string }) {
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <>
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          top: 2,
          left: 26,
          minWidth: 18,
          height: 18,
          px: 0.5,
          borderRadius: 9,
          bgcolor: 'error.main',
          color: 'error.contrastText',
          fontSize: 11,
          fontWeight: 600,
          lineHeight: '18px',
          textAlign: 'center',
          pointerEvents: 'none',
        }}
      >
        {formatBadgeCount(count, locale)}
      </Box>
      <Box component="span" id={descriptionId} sx={visuallyHidden}>
        {translate('chat.notify.unread', { smart_count: count })}
      </Box>
    </>
  );
}
