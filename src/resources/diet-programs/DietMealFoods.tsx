// A meal's foods in order, reordered by drag or keyboard, with Add a food.
import AddIcon from '@mui/icons-material/Add';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFieldArray } from 'react-hook-form';
import { MAX_MEAL_FOODS } from '../../../common/programmes/diet-meals';
import { DietFoodRow } from './DietFoodRow';
import { emptyFood } from './dietMeals';
import { SortableList } from './SortableList';
import { useItemName } from './useItemName';

export function DietMealFoods({ path }: { path: string }) {
  const translate = useTranslate();
  const nameOf = useItemName('food');
  const { fields, append, remove, move } = useFieldArray({ name: `${path}.foods` });
  return (
    <>
      {fields.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          {translate('meal_plan.no_foods')}
        </Typography>
      )}
      <SortableList
        ids={fields.map((field) => field.id)}
        nameOf={(index) => nameOf(`${path}.foods.${index}`, index)}
        onMove={move}
      >
        <Stack spacing={1}>
          {fields.map((field, index) => (
            <DietFoodRow
              key={field.id}
              id={field.id}
              path={`${path}.foods.${index}`}
              index={index}
              onRemove={() => remove(index)}
            />
          ))}
        </Stack>
      </SortableList>
      <Button
        startIcon={<AddIcon />}
        size="small"
        disabled={fields.length >= MAX_MEAL_FOODS}
        onClick={() => append(emptyFood())}
        sx={{ mt: 1 }}
      >
        {translate('meal_plan.add_food')}
      </Button>
    </>
  );
}
