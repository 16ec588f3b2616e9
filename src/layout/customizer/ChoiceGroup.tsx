// One of the customizer's choices: a titled group of radio buttons, with an optional colour swatch.
import { Box, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useId } from 'react';

export interface Choice<T extends string> {
  value: T;
  label: string;
  /** A CSS colour or gradient shown before the label. */
  swatch?: string;
}

interface ChoiceGroupProps<T extends string> {
  label: string;
  value: T;
  choices: Choice<T>[];
  onChange: (value: T) => void;
}

export function ChoiceGroup<T extends string>({ label, value, choices, onChange }: ChoiceGroupProps<T>) {
  const labelId = useId();
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" id={labelId} sx={{ fontWeight: 600, mb: 0.5 }}>
        {label}
      </FormLabel>
      <RadioGroup row aria-labelledby={labelId} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {choices.map((choice) => (
          <FormControlLabel
            key={choice.value}
            value={choice.value}
            control={<Radio size="small" />}
            label={
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
                {choice.swatch && (
                  <Box
                    component="span"
                    aria-hidden
                    sx={{
                      width: 18,
                      height: 18,
                      borderRadius: '50%',
                      background: choice.swatch,
                      border: 1,
                      borderColor: 'divider',
                    }}
                  />
                )}
                {choice.label}
              </Box>
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
