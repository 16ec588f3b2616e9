// The body of POST diet-programs/{id}/meals: every day of the programme in order, each with its meals in
// order and each meal with its foods. Names are plain text in both languages; a time is "HH:MM".
const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max, pattern: '\\S' }) as const;

export const MAX_DIET_DAYS = 366;
export const MAX_DAY_MEALS = 12;
export const MAX_MEAL_FOODS = 30;

export interface MealsBody {
  days: Array<{
    meals: Array<{
      name_en: string;
      name_ar: string;
      time: string;
      foods: Array<{ name_en: string; name_ar: string; quantity: string; calories: number }>;
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
                name_en: text(150),
                name_ar: text(150),
                time: { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' },
                foods: {
                  type: 'array',
                  maxItems: MAX_MEAL_FOODS,
                  items: {
                    type: 'object',
                    additionalProperties: false,
                    required: ['name_en', 'name_ar', 'quantity', 'calories'],
                    properties: {
                      name_en: text(150),
                      name_ar: text(150),
                      quantity: text(50),
                      calories: { type: 'integer', minimum: 0, maximum: 5000 },
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
