// The rules of a member edit (POST user-update/{id}) and its write; 422 names every failing field.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { changedFields } from '../activity/record';
import { recordByAdmin } from '../activity/write';
import { nowIso } from '../db/time';
import { fieldErrors } from '../http/field-errors';
import { storeImage } from '../http/image-files';
import { fieldLabel } from '../http/language';
import { imagePathOf, isEmailAddress } from '../auth/profile-input';
import { bool, id, nullable, shape, str } from '../openapi/answers';
import type { MemberInput } from './member-input';

const PHONE = /^\+?[0-9][0-9 -]{5,19}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const GENDERS = ['male', 'female'];
const MEASURES = { height: { min: 50, max: 250 }, weight: { min: 20, max: 400 } } as const;

/** The member's columns as the edit form reads them. */
export const MEMBER_COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'phone',
  'gender',
  'birth_date',
  'height',
  'weight',
  'goal',
  'image',
  'enabled',
] as const;

function isPastDate(value: string, today: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value < today;
}

export async function validateMember(request: FastifyRequest, id: number, input: MemberInput) {
  // Model tables are declared in server/models/, not in the core schema types.
  const db = request.server.deps.db as unknown as Kysely<any>;
  const { fail, throwIfAny } = fieldErrors();
  const label = (field: string) => fieldLabel(request.language, field);
  const changes: Record<string, string | number | null> = {};

  for (const field of ['first_name', 'last_name'] as const) {
    const value = input[field]?.trim();
    if (value === undefined) continue;
    if (value === '') fail(field, request.t('validation.blank', { field: label(field) }));
    else changes[field] = value;
  }
  if (input.email !== undefined) {
    const email = input.email.trim().toLowerCase();
    const taken = async () =>
      (await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .where('id', '!=', id)
        .executeTakeFirst()) !== undefined;
    if (!isEmailAddress(email)) fail('email', request.t('validation.email'));
    else if (await taken()) fail('email', request.t('validation.email_taken'));
    else changes.email = email;
  }
  if (input.phone !== undefined) {
    const phone = input.phone.trim();
    if (!PHONE.test(phone)) fail('phone', request.t('validation.format', { field: label('phone') }));
    else changes.phone = phone;
  }
  if (input.gender !== undefined) {
    if (!GENDERS.includes(input.gender)) fail('gender', request.t('users.gender'));
    else changes.gender = input.gender;
  }
  if (input.birth_date !== undefined) {
    const value = input.birth_date ?? '';
    if (value === '') changes.birth_date = null;
    else if (!isPastDate(value, nowIso().slice(0, 10))) fail('birth_date', request.t('users.birth_date'));
    else changes.birth_date = value;
  }
  for (const field of ['height', 'weight'] as const) {
    const raw = input[field];
    if (raw === undefined) continue;
    if (raw === null || raw === '') {
      changes[field] = null;
      continue;
    }
    const value = Number(raw);
    const { min, max } = MEASURES[field];
    if (!Number.isFinite(value) || value < min || value > max) {
      fail(field, request.t('users.range', { field: label(field), min, max }));
    } else changes[field] = Math.round(value * 100) / 100;
  }
  if (input.goal !== undefined) changes.goal = input.goal?.trim() || null;
  if (input.image !== undefined) {
    const path = imagePathOf(input.image);
    if (path === undefined) fail('image', request.t('validation.format', { field: label('image') }));
    else changes.image = path;
  }
  if (input.enabled !== undefined) changes.enabled = input.enabled ? 1 : 0;

  throwIfAny();
  return changes;
}

/** Applies the changes (storing a sent image first) and answers with the member as the form reads it. */
export async function saveMember(
  request: FastifyRequest,
  id: number,
  input: MemberInput,
  changes: Record<string, unknown>,
) {
  const db = request.server.deps.db as unknown as Kysely<any>;
  if (input.imageFile) changes.image = (await storeImage(request, input.imageFile)).url;
  await db.transaction().execute(async (trx) => {
    const fields = Object.keys(changes);
    const before =
      fields.length > 0 ? await trx.selectFrom('users').select(fields).where('id', '=', id).executeTakeFirst() : {};
    const recorded = changedFields(before ?? {}, changes);
    if (fields.length > 0) {
      await trx
        .updateTable('users')
        .set({ ...changes, updated_at: nowIso() })
        .where('id', '=', id)
        .execute();
    }
    await recordByAdmin(trx, request, { action: 'update', model: 'users', ids: [id], changes: recorded });
  });
  return memberData(db, id);
}

/** `memberData`: a member as POST user-update/{id} answers one. */
export const memberAnswerSchema = shape({
  id,
  first_name: str,
  last_name: str,
  email: str,
  phone: str,
  gender: str,
  birth_date: nullable({ type: 'string', description: '`YYYY-MM-DD`' }),
  height: nullable({ type: 'number', description: 'Centimetres' }),
  weight: nullable({ type: 'number', description: 'Kilograms' }),
  goal: nullable(str),
  image: nullable(str),
  enabled: bool,
});

export async function memberData(db: Kysely<any>, id: number) {
  const row = await db
    .selectFrom('users')
    .select([...MEMBER_COLUMNS])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return {
    ...row,
    height: row.height === null ? null : Number(row.height),
    weight: row.weight === null ? null : Number(row.weight),
    enabled: Number(row.enabled) === 1,
  };
}
