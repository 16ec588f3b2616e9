// A labelled switch (keyboard: Tab to it, Space to toggle), with an optional hint under it.
import { Box, FormControlLabel, FormHelperText, Switch } from '@mui/material';

interface SwitchFieldProps {
  name: string;
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  hint?: string;
  disabled?: boolean;
}

export function SwitchField({ name, label, checked, onChange, hint, disabled }: SwitchFieldProps) {
  const hintId = hint ? `${name}-hint` : undefined;
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            name={name}
            checked={checked}
            disabled={disabled}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: hintId ? { 'aria-describedby': hintId } : {} }}
          />
        }
        label={label}
      />
      {hint && (
        <FormHelperText id={hintId} sx={{ mt: 0 }}>
          {hint}
        </FormHelperText>
      )}
    </Box>
  );
}
