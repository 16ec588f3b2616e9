// The days of a diet programme: meals (name in both languages, time of day, foods with quantity, calories
// and, when given, grams of protein, carbohydrates and fat) in the table diet_program_meals, one row per meal
// (its foods as JSON), numbered by day and by order in the day.
import type { Kysely, Migration } from 'kysely';
import type { Macro } from '../../common/programmes/diet-meals';
import { tablesMigration } from '../db/table-migration';
import { int, listOf, num, shape, str } from '../openapi/answers';
import type { SeedAfterRowsContext, SingleItemContext } from '../models/define/types';

export interface Food extends Partial<Record<Macro, number>> {
  name_en: string;
  name_ar: string;
  quantity: string;
  calories: number;
}

export interface Meal {
  day: number;
  sort_order: number;
  name_en: string;
  name_ar: string;
  time: string;
  foods: Food[];
}

export const dietDaysMigration: Migration = tablesMigration({
  table: 'diet_program_meals',
  columns: {
    diet_program_id: 'integer',
    day: 'integer',
    sort_order: 'integer',
    name_en: 'varchar(255)',
    name_ar: 'varchar(255)',
    time: 'varchar(5)',
    foods: 'text',
  },
  indexes: [{ name: 'diet_program_meals_programme_index', columns: ['diet_program_id', 'day', 'sort_order'] }],
});

/** The meals of a programme in day and meal order. */
export async function readMeals(db: Kysely<any>, programmeId: number): Promise<Meal[]> {
  const rows = await db
    .selectFrom('diet_program_meals')
    .select(['day', 'sort_order', 'name_en', 'name_ar', 'time', 'foods'])
    .where('diet_program_id', '=', programmeId)
    .orderBy('day')
    .orderBy('sort_order')
    .execute();
  return rows.map((row) => ({
    day: Number(row.day),
    sort_order: Number(row.sort_order),
    name_en: row.name_en,
    name_ar: row.name_ar,
    time: row.time,
    foods: JSON.parse(row.foods) as Food[],
  }));
}

export async function writeMeals(db: Kysely<any>, programmeId: number, meals: readonly Meal[]): Promise<void> {
  if (meals.length === 0) return;
  await db
    .insertInto('diet_program_meals')
    .values(meals.map((meal) => ({ ...meal, diet_program_id: programmeId, foods: JSON.stringify(meal.foods) })))
    .execute();
}

/** `{ days }` as dietProgrammeDays gives them: each day with its calories and meals in order. */
export const dietDaysSchema = shape({
  days: listOf(
    shape({
      day: int,
      calories: int,
      meals: listOf(
        shape({
          sort_order: int,
          name_en: str,
          name_ar: str,
          time: str,
          foods: listOf(
            shape({ name_en: str, name_ar: str, quantity: str, calories: int, protein: num, carbs: num, fat: num }, [
              'name_en',
              'name_ar',
              'quantity',
              'calories',
            ]),
          ),
        }),
      ),
    }),
  ),
});

/** A loaded diet programme carries `days`: each day's number, its meals and their calories. */
export async function dietProgrammeDays({
  db,
  id,
}: Pick<SingleItemContext, 'db' | 'id'>): Promise<Record<string, unknown>> {
  const meals = await readMeals(db, id);
  const days = new Map<number, Meal[]>();
  for (const meal of meals) days.set(meal.day, [...(days.get(meal.day) ?? []), meal]);
  return {
    days: [...days].map(([day, dayMeals]) => ({
      day,
      calories: dayMeals.reduce((sum, meal) => sum + meal.foods.reduce((total, food) => total + food.calories, 0), 0),
      meals: dayMeals.map(({ day: _day, ...meal }) => meal),
    })),
  };
}

const MEAL_SLOTS = [
  ['Breakfast', 'الفطور', '08:00'],
  ['Lunch', 'الغداء', '13:30'],
  ['Snack', 'وجبة خفيفة', '17:00'],
  ['Dinner', 'العشاء', '20:00'],
] as const;

const FOODS: readonly Food[] = [
  {
    name_en: 'Oatmeal with berries',
    name_ar: 'شوفان بالتوت',
    quantity: '1 bowl',
    calories: 320,
    protein: 10,
    carbs: 55,
    fat: 6,
  },
  {
    name_en: 'Boiled eggs',
    name_ar: 'بيض مسلوق',
    quantity: '2 eggs',
    calories: 155,
    protein: 13,
    carbs: 1.1,
    fat: 10.6,
  },
  {
    name_en: 'Grilled chicken breast',
    name_ar: 'صدر دجاج مشوي',
    quantity: '150 g',
    calories: 250,
    protein: 46,
    carbs: 0,
    fat: 5.4,
  },
  { name_en: 'Brown rice', name_ar: 'أرز بني', quantity: '1 cup', calories: 215, protein: 5, carbs: 45, fat: 1.8 },
  { name_en: 'Green salad', name_ar: 'سلطة خضراء', quantity: '1 plate', calories: 80, protein: 2.5, carbs: 9, fat: 4 },
  {
    name_en: 'Greek yoghurt',
    name_ar: 'زبادي يوناني',
    quantity: '170 g',
    calories: 100,
    protein: 17,
    carbs: 6,
    fat: 0.7,
  },
  { name_en: 'Almonds', name_ar: 'لوز', quantity: '30 g', calories: 170, protein: 6, carbs: 6, fat: 15 },
  {
    name_en: 'Baked salmon',
    name_ar: 'سلمون بالفرن',
    quantity: '150 g',
    calories: 310,
    protein: 34,
    carbs: 0,
    fat: 19,
  },
  { name_en: 'Lentil soup', name_ar: 'شوربة عدس', quantity: '1 bowl', calories: 230, protein: 16, carbs: 36, fat: 3 },
  { name_en: 'Banana', name_ar: 'موز', quantity: '1 medium', calories: 105, protein: 1.3, carbs: 27, fat: 0.4 },
];

/** A week of meals for every seeded diet programme. */
export async function seedDietDays({ db, ids }: SeedAfterRowsContext): Promise<void> {
  const rows: Record<string, unknown>[] = [];
  ids('diet-programs').forEach((programmeId, programmeIndex) => {
    for (let day = 1; day <= 7; day++) {
      MEAL_SLOTS.forEach(([en, ar, time], slot) => {
        const first = (programmeIndex + day * 3 + slot * 2) % FOODS.length;
        const foods = [FOODS[first], FOODS[(first + 5) % FOODS.length]];
        rows.push({
          diet_program_id: programmeId,
          day,
          sort_order: slot + 1,
          name_en: en,
          name_ar: ar,
          time,
          foods: JSON.stringify(foods),
        });
      });
    }
  });
  for (let start = 0; start < rows.length; start += 200) {
    await db
      .insertInto('diet_program_meals')
      .values(rows.slice(start, start + 200))
      .execute();
  }
}
