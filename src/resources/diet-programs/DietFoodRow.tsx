// One food of a meal as a nutritionist reads it: its names, quantity with unit, calories and grams of
// protein, carbohydrates and fat, each input labelled and wide enough for its label; a row when the plan
// is wide, a card on a phone. Moved by its handle (drag, or Space and the arrows).
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Box, IconButton, Typography } from '@mui/material';
import { NumberInput, TextInput, useLocaleState, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { MACROS } from '../../../common/programmes/diet-meals';
import { formatNumber } from '../../layout/formatNumber';
import {
  amountCell,
  foodBar,
  foodBarTitle,
  foodHandle,
  foodRemove,
  foodRow,
  nameCell,
  quantityCell,
} from './mealPlanLayout';
import { calorieRules, gramRules, nameRules, quantityRules } from './mealPlanRules';
import { useItemName } from './useItemName';
import { useSortableItem } from './useSortableItem';

// Labels stay above the box, so an empty amount still shows its whole label.
const labelAbove = { inputLabel: { shrink: true } };

interface DietFoodRowProps {
  id: string;
  /** `days.{d}.meals.{m}.foods.{f}` */
  path: string;
  index: number;
  onRemove: () => void;
}

export function DietFoodRow({ id, path, index, onRemove }: DietFoodRowProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const nameOf = useItemName('food');
  // Re-rendered as the names are typed, so the handle and Remove say which food they act on.
  useWatch({ name: [`${path}.name_en`, `${path}.name_ar`] });
  const name = nameOf(path, index);
  const { itemRef, itemStyle, handleProps } = useSortableItem(id);
  return (
    <Box ref={itemRef} style={itemStyle} role="group" aria-label={name} sx={foodRow} data-food-row>
      <Box sx={foodBar}>
        <IconButton
          {...handleProps}
          aria-label={translate('meal_plan.move_food', { name })}
          sx={{ ...foodHandle, cursor: 'grab', touchAction: 'none' }}
        >
          <DragIndicatorIcon />
        </IconButton>
        <Typography variant="subtitle2" component="span" sx={foodBarTitle} noWrap>
          {formatNumber(index + 1, locale)}. {name}
        </Typography>
        <IconButton aria-label={translate('meal_plan.remove_food', { name })} onClick={onRemove} sx={foodRemove}>
          <DeleteIcon />
        </IconButton>
      </Box>
      <TextInput
        source={`${path}.name_en`}
        label="programmes.diet.food_name_en"
        validate={nameRules}
        helperText={false}
        slotProps={labelAbove}
        sx={nameCell}
      />
      <TextInput
        source={`${path}.name_ar`}
        label="programmes.diet.food_name_ar"
        validate={nameRules}
        helperText={false}
        slotProps={{ ...labelAbove, htmlInput: { dir: 'rtl' } }}
        sx={nameCell}
      />
      <TextInput
        source={`${path}.quantity`}
        label="meal_plan.quantity"
        placeholder={translate('meal_plan.quantity_example')}
        validate={quantityRules}
        helperText={false}
        // "150 g" reads the same way round on an Arabic screen.
        slotProps={{ ...labelAbove, htmlInput: { dir: 'auto' } }}
        sx={quantityCell}
      />
      <NumberInput
        source={`${path}.calories`}
        label="meal_plan.calories"
        validate={calorieRules}
        min={0}
        step={1}
        helperText={false}
        slotProps={labelAbove}
        sx={amountCell}
      />
      {MACROS.map((macro) => (
        <NumberInput
          key={macro}
          source={`${path}.${macro}`}
          label={`meal_plan.${macro}`}
          validate={gramRules}
          min={0}
          step={0.1}
          helperText={false}
          slotProps={labelAbove}
          sx={amountCell}
        />
      ))}
    </Box>
  );
}
