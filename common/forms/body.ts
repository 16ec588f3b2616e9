// zod pieces of form bodies as the admin sends them. Types are loose where its inputs send text or
// empty values, so the rules answer with their exact messages (422); unknown fields and wrong shapes
// are refused before any rule runs (400).
import { z } from 'zod';

/** Ids are 32-bit integers on both databases. */
const MAX_ID = 2_147_483_647;

/** A number, numeric text or empty ('' / null). */
export const numberInput = z.union([z.number(), z.string().max(32), z.null()]).optional();

/** Text or null; the rules check the real limit with their own message (this one only stops abuse). */
export function textInput(max = 1000) {
  return z.string().max(max).nullable().optional();
}

/** A switch: 0/1 or true/false. */
export const flagInput = z.literal([0, 1, true, false]).optional();

/** Ids chosen in a picker. */
export const idListInput = z.array(z.number().int().min(1).max(MAX_ID)).max(1000).optional();

/** One id chosen in a picker: a number, numeric text or empty. */
export const idInput = z.union([z.number().int(), z.string().max(16), z.null()]).optional();

/** `update` bodies may repeat the id of the path. */
export const bodyId = z.union([z.number().int(), z.string().max(16)]).optional();

/** The fields of an object schema as a body that also accepts `id` (the update route). */
export function withBodyId<Shape extends z.ZodRawShape>(body: z.ZodObject<Shape>) {
  return body.extend({ id: bodyId });
}

/** One piece for several fields: `...each(numberInput, 'value', 'price')`. */
export function each<Piece, const Names extends readonly string[]>(
  piece: Piece,
  ...names: Names
): Record<Names[number], Piece> {
  return Object.fromEntries(names.map((name) => [name, piece])) as Record<Names[number], Piece>;
}
