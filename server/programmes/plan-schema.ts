// The body of POST subprograms/{id}/plan: the version the plan was loaded at and every day with its items.
import { ITEM_KINDS } from '../../common/programmes/plan';

const count = (max: number) => ({ anyOf: [{ type: 'integer', minimum: 0, maximum: max }, { type: 'null' }] });

/** 52 weeks of 7 days, plus virtual days. */
export const MAX_PLAN_DAYS = 400;
export const MAX_DAY_ITEMS = 60;

export const planBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['version', 'days'],
  properties: {
    version: { type: 'integer', minimum: 0 },
    days: {
      type: 'array',
      maxItems: MAX_PLAN_DAYS,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['key', 'week', 'day', 'rest', 'items'],
        properties: {
          key: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,40}$' },
          week: { type: 'integer', minimum: 1, maximum: 60 },
          day: { type: 'integer', minimum: 1, maximum: 7 },
          rest: { type: 'integer', enum: [0, 1] },
          items: {
            type: 'array',
            maxItems: MAX_DAY_ITEMS,
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['kind', 'ref_id'],
              properties: {
                kind: { type: 'string', enum: [...ITEM_KINDS] },
                ref_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
                sets: count(100),
                reps: count(1000),
                duration_seconds: count(36_000),
                rest_seconds: count(3600),
                notes: { anyOf: [{ type: 'string', maxLength: 1000 }, { type: 'null' }] },
              },
            },
          },
        },
      },
    },
  },
} as const;
