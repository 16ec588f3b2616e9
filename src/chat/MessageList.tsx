// The conversation: a day separator where the day changes, then each message with its sender, avatar,
// time (in the chosen language) and text or picture; the admin's own on the reading end's side.
import { Avatar, Box, Divider, Typography } from '@mui/material';
import { Fragment } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ChatMessage } from '../../common/chat/types';
import { dayKey } from './mergeMessages';
import { MessageText } from './MessageText';
import { intlLocale } from '../providers/digits';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0])
    .join('');
}

export function MessageList({ messages, ownId }: { messages: readonly ChatMessage[]; ownId: number | null }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const tag = locale === 'ar' ? intlLocale(locale) : 'en-GB';
  const day = new Intl.DateTimeFormat(tag, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const time = new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit' });

  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {messages.map((message, index) => {
        const own = message.sender.type === 'admin' && message.sender.id === ownId;
        const newDay = index === 0 || dayKey(messages[index - 1].created_at) !== dayKey(message.created_at);
        return (
          <Fragment key={message.id}>
            {newDay && (
              <Box component="li" aria-hidden={false}>
                <Divider>
                  <Typography variant="caption" color="text.secondary">
                    {day.format(new Date(message.created_at))}
                  </Typography>
                </Divider>
              </Box>
            )}
            <Box
              component="li"
              data-message-id={message.id}
              sx={{
                display: 'flex',
                gap: 1,
                flexDirection: own ? 'row-reverse' : 'row',
                alignItems: 'flex-end',
                opacity: message.hidden ? 0.5 : 1,
              }}
            >
              <Avatar src={message.sender.image ?? undefined} alt="" sx={{ width: 32, height: 32, fontSize: 14 }}>
                {initials(message.sender.name)}
              </Avatar>
              <Box
                sx={{
                  maxWidth: '75%',
                  px: 1.5,
                  py: 1,
                  borderRadius: 2,
                  bgcolor: own ? 'primary.main' : 'action.hover',
                  color: own ? 'primary.contrastText' : 'text.primary',
                }}
              >
                <Typography variant="caption" component="div" sx={{ fontWeight: 600 }}>
                  {own ? translate('chat.you') : message.sender.name}
                </Typography>
                {message.image && (
                  <Box
                    component="img"
                    src={message.image}
                    alt={translate('chat.picture')}
                    sx={{ display: 'block', maxWidth: 240, maxHeight: 240, borderRadius: 1, my: 0.5 }}
                  />
                )}
                {message.message !== '' && (
                  <Typography variant="body2" component="div">
                    <MessageText text={message.message} />
                  </Typography>
                )}
                <Typography variant="caption" component="time" dateTime={message.created_at} sx={{ opacity: 0.75 }}>
                  {time.format(new Date(message.created_at))}
                  {message.hidden ? ` · ${translate('chat.hidden')}` : ''}
                </Typography>
              </Box>
            </Box>
          </Fragment>
        );
      })}
    </Box>
  );
}
