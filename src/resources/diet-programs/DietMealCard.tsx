// One meal of a day: its names in both languages and time, its foods, and what they add up to. Moved among
// the day's meals by its handle (their order is the order of the day).
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Box, IconButton, Paper } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { mealNutrients } from '../../../common/programmes/diet-meals';
import { TimePickerInput } from '../../forms/TimePickerInput';
import { DietMealFoods } from './DietMealFoods';
import { nameRules, timeRules } from './mealPlanRules';
import { NutrientTotals } from './NutrientTotals';
import { useItemName } from './useItemName';
import { useSortableItem } from './useSortableItem';

interface DietMealCardProps {
  id: string;
  /** `days.{d}.meals.{m}` */
  path: string;
  index: number;
  onRemove: () => void;
}

export function DietMealCard({ id, path, index, onRemove }: DietMealCardProps) {
  const translate = useTranslate();
  const nameOf = useItemName('meal');
  const meal = useWatch({ name: path }) as Parameters<typeof mealNutrients>[0];
  const name = nameOf(path, index);
  const { itemRef, itemStyle, handleProps } = useSortableItem(id);
  return (
    <Paper
      ref={itemRef}
      style={itemStyle}
      variant="outlined"
      component="section"
      aria-label={name}
      data-meal-card
      sx={{ p: { xs: 1, sm: 2 }, bgcolor: 'action.hover' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
        <IconButton
          {...handleProps}
          aria-label={translate('meal_plan.move_meal', { name })}
          sx={{ cursor: 'grab', touchAction: 'none', mt: 0.5 }}
        >
          <DragIndicatorIcon />
        </IconButton>
        <TextInput
          source={`${path}.name_en`}
          label="programmes.diet.meal_name_en"
          validate={nameRules}
          helperText={false}
          sx={{ flex: '1 1 12rem', minWidth: 0 }}
        />
        <TextInput
          source={`${path}.name_ar`}
          label="programmes.diet.meal_name_ar"
          validate={nameRules}
          helperText={false}
          slotProps={{ htmlInput: { dir: 'rtl' } }}
          sx={{ flex: '1 1 12rem', minWidth: 0 }}
        />
        <Box sx={{ flex: '0 1 10rem', minWidth: '8rem' }}>
          <TimePickerInput source={`${path}.time`} label="programmes.diet.time" validate={timeRules} />
        </Box>
        <IconButton aria-label={translate('meal_plan.remove_meal', { name })} onClick={onRemove} sx={{ mt: 0.5 }}>
          <DeleteIcon />
        </IconButton>
      </Box>
      <DietMealFoods path={path} />
      <NutrientTotals title={translate('meal_plan.meal_total')} totals={mealNutrients(meal)} />
    </Paper>
  );
}
