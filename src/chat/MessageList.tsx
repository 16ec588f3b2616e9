// The conversation: a day separator where the day changes, then each message with its sender, avatar,
// time (in the chosen language) and text or picture. Staff (admins) write on the reading end's side, the
// customer or members on the start side, each in its own colour and with its side named beside the sender,
// the admin's own messages in the strongest colour. Each text takes its own direction (dir="auto"), so an
// English message in the Arabic screen keeps its punctuation at its end. A hidden message stays for
// admins, marked with who hid it and why; moderators get a button to hide the others.
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Avatar, Box, Divider, IconButton, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
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

export function MessageList({
  messages,
  ownId,
  onHide,
  audience = 'members',
}: {
  messages: readonly ChatMessage[];
  ownId: number | null;
  /** Who writes besides the staff: the customer of a support thread or a group's members. */
  audience?: 'customer' | 'members';
  /** Given to those who may hide messages. */
  onHide?: (message: ChatMessage) => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const tag = locale === 'ar' ? intlLocale(locale) : 'en-GB';
  const day = new Intl.DateTimeFormat(tag, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const time = new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit' });

  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {messages.map((message, index) => {
        const staff = message.sender.type === 'admin';
        const own = staff && message.sender.id === ownId;
        const side = translate(
          staff
            ? 'message_sender.staff'
            : audience === 'customer'
              ? 'message_sender.customer'
              : 'message_sender.member',
        );
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
              data-sender={staff ? 'staff' : 'customer'}
              sx={{
                display: 'flex',
                gap: 1,
                flexDirection: staff ? 'row-reverse' : 'row',
                alignItems: 'flex-end',
                opacity: message.hidden ? 0.5 : 1,
              }}
            >
              {/* Initials in the side's colour, white on a dark enough ground to be read (WCAG AA). */}
              <Avatar
                src={message.sender.image ?? undefined}
                alt=""
                sx={{
                  width: 32,
                  height: 32,
                  fontSize: 14,
                  bgcolor: staff ? 'primary.dark' : 'grey.700',
                  color: 'common.white',
                }}
              >
                {initials(message.sender.name)}
              </Avatar>
              <Box
                sx={{
                  maxWidth: '75%',
                  px: 1.5,
                  py: 1,
                  borderRadius: 2,
                  bgcolor: (theme) =>
                    own
                      ? theme.palette.primary.main
                      : staff
                        ? alpha(theme.palette.primary.main, 0.14)
                        : theme.palette.action.hover,
                  color: own ? 'primary.contrastText' : 'text.primary',
                  border: 1,
                  borderColor: staff ? 'primary.main' : 'divider',
                }}
              >
                <Typography variant="caption" component="div" sx={{ fontWeight: 600 }}>
                  {own ? <span>{translate('chat.you')}</span> : <bdi>{message.sender.name}</bdi>}
                  <Box component="span" data-testid="sender-side" sx={{ fontWeight: 400 }}>
                    {` · ${side}`}
                  </Box>
                </Typography>
                {message.image && (
                  <Box
                    component="a"
                    href={message.image}
                    target="_blank"
                    rel="noopener noreferrer"
                    sx={{ display: 'block', my: 0.5 }}
                  >
                    <Box
                      component="img"
                      src={message.image}
                      alt={translate('chat.attachment.from', { name: message.sender.name })}
                      loading="lazy"
                      sx={{ display: 'block', maxWidth: 200, maxHeight: 200, objectFit: 'cover', borderRadius: 1 }}
                    />
                  </Box>
                )}
                {message.message !== '' && (
                  <Typography variant="body2" component="div" dir="auto">
                    <MessageText text={message.message} />
                  </Typography>
                )}
                <Typography variant="caption" component="time" dateTime={message.created_at} sx={{ opacity: 0.75 }}>
                  {time.format(new Date(message.created_at))}
                  {message.hidden ? ` · ${translate('chat.hidden')}` : ''}
                </Typography>
                {message.hidden && (
                  <Typography variant="caption" component="div" sx={{ fontStyle: 'italic' }}>
                    {translate('chat.moderation.hidden_by', {
                      name: message.hidden_by?.name ?? '',
                      reason: message.hidden_reason ?? '',
                    })}
                  </Typography>
                )}
              </Box>
              {onHide && !message.hidden && (
                <IconButton
                  size="small"
                  aria-label={translate('chat.moderation.hide_message', { name: message.sender.name })}
                  onClick={() => onHide(message)}
                  sx={{ alignSelf: 'center' }}
                >
                  <VisibilityOffIcon fontSize="small" />
                </IconButton>
              )}
            </Box>
          </Fragment>
        );
      })}
    </Box>
  );
}
