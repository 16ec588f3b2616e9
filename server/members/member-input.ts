// The body of POST user-update/{id} from JSON (schema-checked) or multipart, as one shape: every field is
// optional, and a field left out stays unchanged.
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import { fieldLabel } from '../http/language';
import { flagOf, readMultipartForm, type MultipartForm } from '../http/multipart-form';
import { strictObject, text, type JsonSchema } from '../http/schema';

export interface MemberInput {
  first_name?: string;
  last_name?: string;
  email?: string;
  phone?: string;
  gender?: string;
  /** `YYYY-MM-DD`; '' or null clears it. */
  birth_date?: string | null;
  /** Centimetres and kilograms; '' or null clears them. */
  height?: number | string | null;
  weight?: number | string | null;
  goal?: string | null;
  image?: string | null;
  enabled?: boolean;
  imageFile?: MultipartForm['imageFile'];
}

const MAX_LENGTHS = {
  first_name: 100,
  last_name: 100,
  email: 254,
  phone: 30,
  gender: 10,
  birth_date: 10,
  height: 10,
  weight: 10,
  goal: 255,
  image: 300,
  enabled: 5,
};

const nullableText = (max: number) => ({ type: ['string', 'null'], maxLength: max });
const nullableNumber = { type: ['number', 'string', 'null'], maxLength: 10 };

export const memberBodySchema: JsonSchema = strictObject({
  first_name: text({ max: MAX_LENGTHS.first_name }),
  last_name: text({ max: MAX_LENGTHS.last_name }),
  email: text({ max: MAX_LENGTHS.email }),
  phone: text({ max: MAX_LENGTHS.phone }),
  gender: text({ max: MAX_LENGTHS.gender }),
  birth_date: nullableText(MAX_LENGTHS.birth_date),
  height: nullableNumber,
  weight: nullableNumber,
  goal: nullableText(MAX_LENGTHS.goal),
  image: nullableText(MAX_LENGTHS.image),
  enabled: { type: ['boolean', 'integer'], enum: [true, false, 0, 1] },
});

export async function readMemberInput(request: FastifyRequest): Promise<MemberInput> {
  if (!request.isMultipart()) {
    const { enabled, ...rest } = (request.body ?? {}) as Omit<MemberInput, 'enabled'> & { enabled?: boolean | number };
    return { ...rest, ...(enabled !== undefined ? { enabled: enabled === true || enabled === 1 } : {}) };
  }
  const { fields, imageFile } = await readMultipartForm(request, MAX_LENGTHS);
  const { enabled: enabledText, ...texts } = fields;
  const input: MemberInput = { ...texts, ...(imageFile ? { imageFile } : {}) };
  if (enabledText !== undefined) {
    const enabled = flagOf(enabledText);
    if (enabled === undefined) {
      throw new HttpError(400, 'errors.validation', {
        enabled: [request.t('validation.format', { field: fieldLabel(request.language, 'enabled') })],
      });
    }
    input.enabled = enabled;
  }
  return input;
}
