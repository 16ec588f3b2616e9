// /default/chatGroup/:groupId: the group's conversation, titled with its name in the chosen language.
import { Box, Button } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link, useBasename, useDataProvider, useLocaleState, usePermissions, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { ChatConversation } from '../../chat/ChatConversation';
import { RequireView } from '../../list/pages/RequireView';
import type { ModelDataProvider } from '../../providers/dataProvider';
import { storedUser } from '../../providers/session';
import { useDocumentTitle } from '../../routing/useDocumentTitle';

const GROUP_EDITORS = ['edit-chatgroups', 'manage-chatgroups'];

export default function ChatGroupConversationPage() {
  const { id } = useParams();
  const groupId = Number(id);
  const translate = useTranslate();
  const basename = useBasename();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<ModelDataProvider>();
  const [item, setItem] = useState<Record<string, unknown> | null>(null);
  const { permissions } = usePermissions<string[]>();

  useEffect(() => {
    const controller = new AbortController();
    dataProvider
      .getSingle('chatgroup', groupId, controller.signal)
      .then((single) => setItem(single.item as Record<string, unknown>))
      .catch(() => {});
    return () => controller.abort();
  }, [dataProvider, groupId]);

  const name = item ? String(item[locale === 'ar' ? 'name_ar' : 'name_en'] ?? '') : undefined;
  // The group's name once loaded, as the conversation's heading reads.
  useDocumentTitle(name || translate('chat.conversation.title'));
  // Who writes in the group moderates it: the server checks the same.
  const groupAdmins = Array.isArray(item?.admin_ids) ? (item.admin_ids as unknown[]).map(Number) : [];
  const canModerate =
    (permissions ?? []).some((permission) => GROUP_EDITORS.includes(permission)) ||
    groupAdmins.includes(Number(storedUser()?.id));
  return (
    <RequireView subject="ChatGroup">
      <Box sx={{ mb: 1 }}>
        <Button component={Link} to={`${basename}/chatgroup`}>
          {translate('chat.conversation.back')}
        </Button>
      </Box>
      {Number.isInteger(groupId) && groupId > 0 && (
        <ChatConversation groupId={groupId} title={name} canModerate={canModerate} />
      )}
    </RequireView>
  );
}
