// A category's picture (its icon in the tree's details): upload a new one or remove it.
import { Box, Button, Stack } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ModelDataProvider } from '../providers/dataProvider';

export function CategoryPicture(props: {
  image: string | null;
  name: string;
  onChange: (image: string | null) => void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ModelDataProvider>();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {props.image && (
        <Box
          component="img"
          src={props.image}
          alt={props.name}
          sx={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 1 }}
        />
      )}
      <Button component="label" size="small">
        {translate('library.choose_picture')}
        <input
          hidden
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          onChange={async (event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            try {
              props.onChange((await dataProvider.uploadImage(file)).url);
            } catch {
              // The upload's refusal has been shown by its toast.
            }
          }}
        />
      </Button>
      {props.image && (
        <Button size="small" onClick={() => props.onChange(null)}>
          {translate('library.remove_picture')}
        </Button>
      )}
    </Stack>
  );
}
