// What the conversation says to screen readers when someone else's message arrives live: who wrote, not
// the text (it is in the log, and would otherwise be on the page twice).
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ChatMessage } from '../../common/chat/types';

export function useNewMessageAnnouncement(ownId: number) {
  const translate = useTranslate();
  const [said, setSaid] = useState<{ text: string | null; count: number }>({ text: null, count: 0 });
  return {
    ...said,
    /** A live message: announced when it is new and not the admin's own. */
    heard(message: ChatMessage, held: readonly ChatMessage[]) {
      const own = message.sender.type === 'admin' && message.sender.id === ownId;
      if (own || held.some((shown) => shown.id === message.id)) return;
      setSaid((before) => ({
        text: translate('chat.announce.new_message', { name: message.sender.name }),
        count: before.count + 1,
      }));
    },
  };
}
