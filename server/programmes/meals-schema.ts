// The body of POST diet-programs/{id}/meals: every day of the programme in order, each with its meals in
// order and each meal with its foods. Names are plain text in both languages; a time is "HH:MM"; a food's
// protein, carbohydrates and fat are optional grams (older plans have calories only). The limits are the
// editor's too (common/programmes/diet-meals.ts).
import {
  MAX_DAY_MEALS,
  MAX_DIET_DAYS,
  MAX_FOOD_CALORIES,
  MAX_FOOD_GRAMS,
  MAX_MEAL_FOODS,
  MAX_NAME_LENGTH,
  MAX_QUANTITY_LENGTH,
  type Macro,
} from '../../common/programmes/diet-meals';

const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max, pattern: '\\S' }) as const;
const grams = { type: 'number', minimum: 0, maximum: MAX_FOOD_GRAMS } as const;

export type FoodBody = { name_en: string; name_ar: string; quantity: string; calories: number } & Partial<
  Record<Macro, number>
>;

export interface MealsBody {
  days: Array<{
    meals: Array<{
      name_en: string;
      name_ar: string;
      time: string;
      foods: FoodBody[];
    }>;
  }>;
}

export const mealsBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['days'],
  properties: {
    days: {
      type: 'array',
      maxItems: MAX_DIET_DAYS,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['meals'],
        properties: {
          meals: {
            type: 'array',
            maxItems: MAX_DAY_MEALS,
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['name_en', 'name_ar', 'time', 'foods'],
              properties: {
                name_en: text(MAX_NAME_LENGTH),
                name_ar: text(MAX_NAME_LENGTH),
                time: { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' },
                foods: {
                  type: 'array',
                  maxItems: MAX_MEAL_FOODS,
                  items: {
                    type: 'object',
                    additionalProperties: false,
                    required: ['name_en', 'name_ar', 'quantity', 'calories'],
                    properties: {
                      name_en: text(MAX_NAME_LENGTH),
                      name_ar: text(MAX_NAME_LENGTH),
                      quantity: text(MAX_QUANTITY_LENGTH),
                      calories: { type: 'integer', minimum: 0, maximum: MAX_FOOD_CALORIES },
                      protein: grams,
                      carbs: grams,
                      fat: grams,
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
} as const;
