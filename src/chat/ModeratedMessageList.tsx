// The conversation's messages with moderation: a moderator's hide button opens the reason dialog, and the
// hidden message replaces the shown one.
import { useState } from 'react';
import type { ChatMessage } from '../../common/chat/types';
import { HideMessageDialog } from './HideMessageDialog';
import { MessageList } from './MessageList';

export function ModeratedMessageList({
  messages,
  ownId,
  canModerate,
  onChanged,
  audience,
}: {
  messages: readonly ChatMessage[];
  ownId: number | null;
  canModerate: boolean;
  onChanged(message: ChatMessage): void;
  audience?: 'customer' | 'members';
}) {
  const [hiding, setHiding] = useState<ChatMessage | null>(null);
  return (
    <>
      <MessageList messages={messages} ownId={ownId} onHide={canModerate ? setHiding : undefined} audience={audience} />
      {hiding && <HideMessageDialog message={hiding} onClose={() => setHiding(null)} onHidden={onChanged} />}
    </>
  );
}
