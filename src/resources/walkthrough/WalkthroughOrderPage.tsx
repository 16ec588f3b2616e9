// The onboarding slides' order (/default/walkthrough-order): drag a slide to its place, or move it with its
// up and down buttons from the keyboard, then save the whole order at once (POST Walkthrough/reorder).
import { Alert, Box, Button, IconButton, Paper, Stack, Typography } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { useEffect, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useDocumentTitle } from '../../routing/useDocumentTitle';
import type { ModelDataProvider } from '../../providers/dataProvider';
import { moveInList } from './moveInList';

interface Slide {
  id: number;
  title: string;
}

export default function WalkthroughOrderPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ModelDataProvider>();
  const [stored, setStored] = useState<Slide[] | null>(null);
  const [slides, setSlides] = useState<Slide[]>([]);
  const [dragged, setDragged] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    dataProvider
      .getList('walkthrough', {
        pagination: { page: 1, perPage: 150 },
        sort: { field: 'sort_order', order: 'ASC' },
        filter: {},
      })
      .then(
        ({ data }) => {
          const loaded = data.map((row) => ({ id: Number(row.id), title: String(row.title ?? `#${row.id}`) }));
          setStored(loaded);
          setSlides(loaded);
        },
        () => undefined,
      );
  }, [dataProvider]);

  const changed = stored !== null && slides.some((slide, index) => slide.id !== stored[index]?.id);
  const move = (from: number, to: number) => setSlides((list) => moveInList(list, from, to));
  const save = async () => {
    setBusy(true);
    try {
      await dataProvider.reorderWalkthrough(slides.map((slide) => slide.id));
      setStored(slides);
      notify('programmes.walkthrough.saved', { type: 'success' });
    } catch {
      // The request helper told why (a 409 when the slides changed meanwhile).
    } finally {
      setBusy(false);
    }
  };
  const title = translate('programmes.walkthrough.title');
  useDocumentTitle(title);

  return (
    <Box sx={{ p: 2, maxWidth: 720 }}>
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('programmes.walkthrough.help')}
      </Typography>
      {stored === null ? (
        <Typography>{translate('programmes.walkthrough.loading')}</Typography>
      ) : stored.length === 0 ? (
        <Alert severity="info">{translate('programmes.walkthrough.none')}</Alert>
      ) : (
        <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {slides.map((slide, index) => (
            <Paper
              component="li"
              key={slide.id}
              variant="outlined"
              aria-label={slide.title}
              draggable
              onDragStart={() => setDragged(index)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => {
                event.preventDefault();
                if (dragged !== null) move(dragged, index);
                setDragged(null);
              }}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1, cursor: 'grab' }}
            >
              <DragIndicatorIcon color="action" aria-hidden />
              <Typography sx={{ flex: 1 }}>
                {index + 1}. {slide.title}
              </Typography>
              <IconButton
                size="small"
                aria-label={`${translate('programmes.planner.move_up')} — ${slide.title}`}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={`${translate('programmes.planner.move_down')} — ${slide.title}`}
                disabled={index === slides.length - 1}
                onClick={() => move(index, index + 1)}
              >
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
            </Paper>
          ))}
        </Stack>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button variant="contained" disabled={!changed || busy} onClick={save}>
          {translate('programmes.walkthrough.save')}
        </Button>
        <Button disabled={!changed || busy} onClick={() => stored && setSlides(stored)}>
          {translate('programmes.walkthrough.reset')}
        </Button>
      </Stack>
    </Box>
  );
}
