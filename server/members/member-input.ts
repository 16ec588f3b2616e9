// The body of POST user-update/{id} from JSON (schema-checked) or multipart, as one shape: every field is
// optional, and a field left out stays unchanged.
import type { FastifyRequest } from 'fastify';
import { type MultipartForm, readTypedMultipartForm, withBooleanEnabled } from '../http/multipart-form';
import { enabledSchema, PERSON_MAX_LENGTHS, personFormParts, personSchemaFields } from '../http/person-fields';
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
  ...PERSON_MAX_LENGTHS,
  phone: 30,
  gender: 10,
  birth_date: 10,
  height: 10,
  weight: 10,
  goal: 255,
  enabled: 5,
};

const nullableText = (max: number) => ({ type: ['string', 'null'], maxLength: max });
const nullableNumber = { type: ['number', 'string', 'null'], maxLength: 10 };

export const memberBodySchema: JsonSchema = strictObject({
  ...personSchemaFields,
  phone: text({ max: MAX_LENGTHS.phone }),
  gender: text({ max: MAX_LENGTHS.gender }),
  birth_date: nullableText(MAX_LENGTHS.birth_date),
  height: nullableNumber,
  weight: nullableNumber,
  goal: nullableText(MAX_LENGTHS.goal),
  enabled: enabledSchema,
});

/** The same fields as a multipart form: `enabled` `1`/`0`, `image` also a file. */
export const memberFormParts: JsonSchema = personFormParts(MAX_LENGTHS, {
  birth_date: '`YYYY-MM-DD`, a past date; empty clears it',
  height: 'Centimetres, 50–250; empty clears it',
  weight: 'Kilograms, 20–400; empty clears it',
  goal: 'Empty clears it',
  enabled: '`1`/`true` or `0`/`false`',
});

export async function readMemberInput(request: FastifyRequest): Promise<MemberInput> {
  if (!request.isMultipart()) return withBooleanEnabled<MemberInput>(request.body);
  return readTypedMultipartForm<MemberInput>(request, MAX_LENGTHS, { enabled: 'flag' });
}
