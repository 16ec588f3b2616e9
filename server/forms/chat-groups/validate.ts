// The chat group form's checks: both names, an existing programme, a kept or uploaded picture, and
// members and admins that exist (ones already linked may stay even if since deleted).
import { CHAT_GROUP_NAME_MAX, type ChatGroupBody } from '../../../common/forms/chat-groups/schema';
import { imagePathOf } from '../../auth/profile-input';
import type { FormBody, FormContext, Validated } from '../shared/form-routes';
import { missingIds } from '../shared/lookups';
import { chatGroupLinks } from './links';

const flag = (value: unknown, fallback: number) =>
  value === undefined ? fallback : value === true || value === 1 ? 1 : 0;

export async function validateChatGroup(sent: FormBody, context: FormContext): Promise<Validated> {
  const { db, problems, existing, linked } = context;
  const body = sent as ChatGroupBody;
  const names: Record<string, string> = {};
  for (const language of ['en', 'ar'] as const) {
    const key = `name_${language}` as const;
    const value = (body[key] ?? (existing?.[key] as string | undefined) ?? '').trim();
    if (value === '') problems.add(key, `${key}_required`);
    else if (value.length > CHAT_GROUP_NAME_MAX) problems.add(key, 'too_long', { max: CHAT_GROUP_NAME_MAX });
    names[key] = value;
  }

  let programId: number | null = existing ? ((existing.program_id as number | null) ?? null) : null;
  if (body.program_id !== undefined) {
    const raw = body.program_id;
    programId = raw === null || raw === '' ? null : Number(raw);
    if (programId !== null && (!Number.isInteger(programId) || programId < 1)) problems.add('program_id', 'reference');
    else if (programId !== null && programId !== existing?.program_id) {
      if ((await missingIds(db, 'programs', [programId])).length > 0) problems.add('program_id', 'program_missing');
    }
  }

  let image: string | null = existing ? ((existing.image as string | null) ?? null) : null;
  if (body.image !== undefined && body.image !== image) {
    const path = imagePathOf(body.image);
    if (path === undefined) problems.add('image', 'image');
    else image = path;
  }

  const links = {
    member_ids: [...new Set(body.member_ids ?? linked.member_ids ?? [])],
    admin_ids: [...new Set(body.admin_ids ?? linked.admin_ids ?? [])],
  };
  await chatGroupLinks.checkExisting(db, links, { linked, problems });

  return {
    values: {
      name_en: names.name_en,
      name_ar: names.name_ar,
      image,
      program_id: programId,
      enabled: flag(body.enabled, existing ? Number(existing.enabled) : 1),
      read_only: flag(body.read_only, existing ? Number(existing.read_only) : 0),
      ...(existing ? {} : { messages_count: 0, last_message_at: null }),
    },
    links,
  };
}
