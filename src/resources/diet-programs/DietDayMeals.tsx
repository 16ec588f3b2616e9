// One day of the plan: what it adds up to against the programme's daily target, then its meals in order
// (reordered by drag or keyboard), with Add a meal.
import AddIcon from '@mui/icons-material/Add';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFieldArray, useWatch } from 'react-hook-form';
import { type DailyTarget, dayNutrients, MAX_DAY_MEALS } from '../../../common/programmes/diet-meals';
import { DietMealCard } from './DietMealCard';
import { emptyMeal } from './dietMeals';
import { NutrientTotals } from './NutrientTotals';
import { SortableList } from './SortableList';
import { useItemName } from './useItemName';

export function DietDayMeals({ index, target }: { index: number; target: DailyTarget }) {
  const translate = useTranslate();
  const nameOf = useItemName('meal');
  const path = `days.${index}`;
  const day = useWatch({ name: path }) as Parameters<typeof dayNutrients>[0];
  const { fields, append, remove, move } = useFieldArray({ name: `${path}.meals` });
  return (
    <>
      <NutrientTotals
        title={translate('meal_plan.day_total')}
        totals={dayNutrients(day)}
        target={target.calories === null ? undefined : target}
      />
      {target.calories === null && (
        <Typography variant="body2" color="text.secondary">
          {translate('meal_plan.no_target')}
        </Typography>
      )}
      {fields.length === 0 && <Typography sx={{ my: 2 }}>{translate('meal_plan.no_meals')}</Typography>}
      <SortableList
        ids={fields.map((field) => field.id)}
        nameOf={(meal) => nameOf(`${path}.meals.${meal}`, meal)}
        onMove={move}
      >
        <Stack spacing={2} sx={{ mt: 1 }}>
          {fields.map((field, meal) => (
            <DietMealCard
              key={field.id}
              id={field.id}
              path={`${path}.meals.${meal}`}
              index={meal}
              onRemove={() => remove(meal)}
            />
          ))}
        </Stack>
      </SortableList>
      <Button
        startIcon={<AddIcon />}
        disabled={fields.length >= MAX_DAY_MEALS}
        onClick={() => append(emptyMeal())}
        sx={{ mt: 1 }}
      >
        {translate('meal_plan.add_meal')}
      </Button>
    </>
  );
}
