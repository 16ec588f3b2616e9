// The body of a sent message: plain text (stored as typed, shown as text, never as HTML) and an optional
// picture already uploaded through `upload` (which checked its content and size).
import type { FastifyRequest } from 'fastify';
import { MESSAGE_MAX_LENGTH } from '../../common/realtime/channels';
import { imagePathOf } from '../auth/profile-input';
import { HttpError } from '../http/errors';
import type { JsonSchema } from '../http/schema';

export const messageProperties: Record<string, JsonSchema> = {
  // The length rule has its own message below; this bound only stops abuse.
  message: { type: 'string', maxLength: MESSAGE_MAX_LENGTH * 4 },
  image: { type: ['string', 'null'], maxLength: 255 },
};

/** Without control characters other than tab and line breaks: they have no place in a chat line. */
function withoutControls(text: string): string {
  let kept = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code === 9 || code === 10 || code === 13 || (code >= 32 && code !== 127)) kept += char;
  }
  return kept;
}

/** Whether the signed-in admin uploaded the stored file at `/uploads/{name}` (not someone else, not nobody). */
async function uploadedBySender(request: FastifyRequest, path: string): Promise<boolean> {
  const row = await request.server.deps.db
    .selectFrom('uploads')
    .select('id')
    .where('stored_name', '=', path.slice('/uploads/'.length))
    .where('admin_id', '=', request.admin!.id)
    .executeTakeFirst();
  return row !== undefined;
}

export async function readMessageInput(
  request: FastifyRequest,
  body: { message?: string; image?: string | null },
): Promise<{ message: string; image: string | null }> {
  const message = withoutControls(body.message ?? '').trim();
  const image = body.image ? imagePathOf(body.image) : null;
  const errors: Record<string, string[]> = {};
  if (image === undefined) errors.image = [request.t('chat.image_invalid')];
  else if (image !== null && !(await uploadedBySender(request, image)))
    errors.image = [request.t('chat.image_not_uploaded')];
  if (message === '' && !image) errors.message = [request.t('chat.message_required')];
  if ([...message].length > MESSAGE_MAX_LENGTH)
    errors.message = [request.t('chat.message_too_long', { max: MESSAGE_MAX_LENGTH })];
  if (Object.keys(errors).length > 0) throw new HttpError(422, 'errors.validation', errors);
  return { message, image: image ?? null };
}
