// The attached exercises of an exercise category or a round, in order: attach one (picked by name), move
// one up or down, copy one to paste it into another category, or remove it.
import { Autocomplete, Button, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import type { Clipboard } from './libraryKinds';
import { nameOf } from './treeData';
import type { LibraryCall } from './useLibraryTree';

interface Attached {
  id: number;
  sort_order: number;
  exercise: { name_en: string; name_ar: string };
}
interface ExerciseOption {
  id: number;
  name_en: string;
  name_ar: string;
}

export function AttachedList(props: {
  container: { column: 'category_id' | 'round_id'; id: number };
  title: string;
  version: number;
  call: LibraryCall;
  /** Absent: no copies (an exercise of a round is pasted into categories only through its category copy). */
  onCopy?: (clip: Clipboard) => void;
}) {
  const { container, call } = props;
  const translate = useTranslate();
  const locale = useLocale();
  const [items, setItems] = useState<Attached[]>([]);
  const [options, setOptions] = useState<ExerciseOption[]>([]);
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<ExerciseOption | null>(null);
  const [changes, setChanges] = useState(0);

  useEffect(() => {
    void call<Attached[]>('get', 'exercise/attached', { [container.column]: container.id }).then((list) =>
      setItems(list ?? []),
    );
  }, [call, container.column, container.id, props.version, changes]);

  useEffect(() => {
    const timer = setTimeout(() => {
      void call<{ items: ExerciseOption[] }>('get', 'exercise/exercise', { q: query, per_page: 20 }).then((page) =>
        setOptions(page?.items ?? []),
      );
    }, 250);
    return () => clearTimeout(timer);
  }, [call, query]);

  async function attach() {
    if (!chosen) return;
    if (await call('post', 'exercise/attached', { exercise_id: chosen.id, [container.column]: container.id })) {
      setChosen(null);
      setChanges((count) => count + 1);
    }
  }

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h3">
        {props.title}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Autocomplete
          sx={{ flex: 1 }}
          size="small"
          options={options}
          value={chosen}
          filterOptions={(list) => list}
          getOptionLabel={(option) => nameOf(option, locale)}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onChange={(_, value) => setChosen(value)}
          onInputChange={(_, value) => setQuery(value)}
          renderInput={(params) => <TextField {...params} label={translate('library.exercise')} />}
        />
        <Button variant="outlined" disabled={!chosen} onClick={attach}>
          {translate('library.attach')}
        </Button>
      </Stack>
      {items.length === 0 ? (
        <Typography color="text.secondary">{translate('library.no_items')}</Typography>
      ) : (
        <List dense aria-label={props.title}>
          {items.map((item, index) => (
            <ListItem
              key={item.id}
              secondaryAction={
                <Stack direction="row" spacing={1}>
                  {[
                    ['library.move_up', item.sort_order - 1, index === 0],
                    ['library.move_down', item.sort_order + 1, index === items.length - 1],
                  ].map(([label, order, disabled]) => (
                    <Button
                      key={String(label)}
                      size="small"
                      disabled={Boolean(disabled)}
                      onClick={async () => {
                        if (await call('put', `exercise/attached/${item.id}`, { sort_order: order }))
                          setChanges((count) => count + 1);
                      }}
                    >
                      {translate(String(label))}
                    </Button>
                  ))}
                  {props.onCopy && (
                    <Button
                      size="small"
                      onClick={() =>
                        props.onCopy?.({ type: 'attached', id: item.id, name: nameOf(item.exercise, locale) })
                      }
                    >
                      {translate('library.copy')}
                    </Button>
                  )}
                  <Button
                    size="small"
                    color="error"
                    onClick={async () => {
                      if (await call('delete', `exercise/attached/${item.id}`)) setChanges((count) => count + 1);
                    }}
                  >
                    {translate('library.remove')}
                  </Button>
                </Stack>
              }
            >
              <ListItemText primary={`${item.sort_order}. ${nameOf(item.exercise, locale)}`} />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
