// A declared form's point (FormFieldSpec.point): its latitude and longitude as number inputs, which the
// keyboard fills, and a map to click or drag the pin on when a tile server is set up.
import { Box, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { FormFieldSpec } from '../../common/forms/fields';
import { type Point, pointOf } from '../maps/CoordinatesView';
import { MapView } from '../maps/MapView';
import { DeclaredInput } from './DeclaredInput';

/** Six decimals: about ten centimetres, more than a click can aim. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

export function PointInput({ latitude, longitude }: { latitude: FormFieldSpec; longitude: FormFieldSpec }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { setValue } = useFormContext();
  const [lat, lng] = useWatch({ name: [latitude.name, longitude.name] });
  const point = pointOf({ latitude: lat, longitude: lng });
  const pick = ({ latitude: pickedLat, longitude: pickedLng }: Point) => {
    const options = { shouldDirty: true, shouldTouch: true, shouldValidate: true };
    setValue(latitude.name, round(pickedLat), options);
    // Clicks beyond the date line wrap back into [-180, 180].
    setValue(longitude.name, round(((((pickedLng + 180) % 360) + 360) % 360) - 180), options);
  };
  const language = locale === 'ar' ? 'ar' : 'en';
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 1, width: '100%' }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {translate('maps.location')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <DeclaredInput field={latitude} />
        <DeclaredInput field={longitude} />
      </Box>
      <MapView
        label={translate('maps.map_of', { name: `${latitude.label[language]}, ${longitude.label[language]}` })}
        point={point}
        onPick={pick}
        withoutTiles={
          <Typography variant="body2" color="text.secondary">
            {translate('maps.no_tiles')}
          </Typography>
        }
      />
    </Box>
  );
}
