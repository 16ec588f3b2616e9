// A meal's or a day's calories and grams of protein, carbohydrates and fat; beside each, when the programme
// sets one, its target and how far the total is from it (within 5 % counts as on target).
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CheckIcon from '@mui/icons-material/Check';
import { Box, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { type DailyTarget, MACROS, type Nutrients, targetStatus, tenths } from '../../../common/programmes/diet-meals';
import { formatNumber } from '../../layout/formatNumber';

// The verdict's text keeps the readable secondary colour; its icon carries the colour (and the direction).
const STATUS_ICON = {
  under: <ArrowDownwardIcon fontSize="inherit" color="warning" />,
  on: <CheckIcon fontSize="inherit" color="success" />,
  over: <ArrowUpwardIcon fontSize="inherit" color="error" />,
};

interface NutrientTotalsProps {
  title: string;
  totals: Nutrients;
  /** Given for a day: each total is compared with it. */
  target?: DailyTarget;
}

export function NutrientTotals({ title, totals, target }: NutrientTotalsProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const amount = (nutrient: keyof Nutrients, value: number) =>
    translate(nutrient === 'calories' ? 'meal_plan.kcal' : 'meal_plan.grams', {
      value: formatNumber(tenths(value), locale),
    });
  const targetOf = (nutrient: keyof Nutrients) =>
    nutrient === 'calories' ? (target?.calories ?? undefined) : target?.grams[nutrient];
  return (
    <Box component="section" aria-label={title} sx={{ my: 1 }}>
      <Typography variant="subtitle2" component="h4">
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))',
        }}
      >
        {(['calories', ...MACROS] as const).map((nutrient) => {
          const goal = targetOf(nutrient);
          const status = goal === undefined ? undefined : targetStatus(totals[nutrient], goal);
          const difference = goal === undefined ? 0 : Math.abs(tenths(totals[nutrient] - goal));
          return (
            <Box key={nutrient} sx={{ minWidth: 0 }} data-nutrient={nutrient}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {translate(`meal_plan.nutrient.${nutrient}`)}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
                {goal === undefined
                  ? amount(nutrient, totals[nutrient])
                  : translate('meal_plan.of_target', {
                      total: amount(nutrient, totals[nutrient]),
                      target: amount(nutrient, goal),
                    })}
              </Typography>
              {status && (
                <Typography
                  component="dd"
                  variant="caption"
                  color="text.secondary"
                  sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 0.5 }}
                >
                  {STATUS_ICON[status]}
                  {status === 'on'
                    ? translate('meal_plan.on_target')
                    : translate(`meal_plan.${status}`, { amount: amount(nutrient, difference) })}
                </Typography>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
