// The day planner of a sub-programme (/default/sub-programs-edit/:id): the plan as loaded, or the draft
// kept in this browser (spec 4) with an 'unsaved changes' state, Discard, a warning before leaving, and
// Save, which sends the whole plan with the version it started from (a 409 keeps the draft). Copying a day to
// other days or a week to other weeks changes the draft and saves it the same way: the API has no copy call.
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useDocumentTitle } from '../../routing/useDocumentTitle';
import { useParams } from 'react-router-dom';
import type { ModelDataProvider } from '../../providers/dataProvider';
import type { LoadedPlan } from '../../providers/calls/programmes';
import { LibraryPickerDialog, type PickTarget } from './LibraryPickerDialog';
import type { LibraryChoice } from './useLibrarySearch';
import { type PlanActions, PlannerWeek } from './PlannerWeek';
import { CopyTargetsDialog, type CopyRequest } from './CopyTargetsDialog';
import { dayTitle, weekTitle } from './planText';
import { planWeeks } from './planWeeks';
import {
  addItem,
  addVirtualDay,
  moveItem,
  newItem,
  planBody,
  type PlanDay,
  type PlanDraft,
  type PlanItemKind,
  removeDay,
  removeItem,
  updateItem,
} from '../../../common/programmes/plan';
import { copyDay, copyWeek } from '../../../common/programmes/planCopy';
import { clearDraft, loadDraft, storeDraft } from './draftStorage';
import { useLanguage } from '../../registry/useLocalized';

const virtualKey = () => `v-${Math.random().toString(36).slice(2, 10)}`;

export default function PlannerPage() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const language = useLanguage();
  const dataProvider = useDataProvider<ModelDataProvider>();
  const [plan, setPlan] = useState<LoadedPlan | null>(null);
  const [draft, setDraft] = useState<PlanDraft | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmGenerate, setConfirmGenerate] = useState(false);
  const [picking, setPicking] = useState<PickTarget | null>(null);
  // What the copy dialog copies: a day by its key or a week by its number.
  const [copying, setCopying] = useState<{ day: string } | { week: number } | null>(null);
  const draftRef = useRef<PlanDraft | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    dataProvider.getPlan(id, controller.signal).then(
      (loaded) => {
        setPlan(loaded);
        const kept = loadDraft(localStorage, id);
        draftRef.current = kept;
        setDraft(kept);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [dataProvider, id]);

  const dirty = draft !== null;
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = translate('programmes.planner.leave_warning');
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty, translate]);

  const loadedDraft = useMemo<PlanDraft | null>(
    () => (plan ? { version: plan.version, days: plan.days as PlanDay[] } : null),
    [plan],
  );
  const current = draft ?? loadedDraft;
  const weeks = useMemo(() => planWeeks(current?.days ?? []), [current]);
  const currentRef = useRef(current);
  currentRef.current = current;

  // Every change goes through here: the draft is kept at once, so a reload finds it.
  const change = useCallback(
    (apply: (draft: PlanDraft) => PlanDraft) => {
      const base = currentRef.current;
      if (!base) return;
      const next = apply(base);
      if (next === base) return;
      currentRef.current = next;
      draftRef.current = next;
      storeDraft(localStorage, id, next);
      setDraft(next);
    },
    [id],
  );

  const actions = useMemo<PlanActions>(
    () => ({
      copyDay: (key) => setCopying({ day: key }),
      copyWeek: (week) => setCopying({ week }),
      pick: (key, title) => setPicking({ key, title }),
      change: (key, index, values) => change((d) => updateItem(d, key, index, values)),
      remove: (key, index) => change((d) => removeItem(d, key, index)),
      move: (from, to) => change((d) => moveItem(d, from, to)),
      removeDay: (key) => change((d) => removeDay(d, key)),
      addVirtualDay: (key) => change((d) => addVirtualDay(d, key, virtualKey)),
    }),
    [change],
  );

  // The picker's label is the row's name in the language shown: the row shows it at once.
  const addFromLibrary = (key: string, kind: PlanItemKind, chosen: LibraryChoice[]) =>
    change((d) =>
      chosen.reduce(
        (next, choice) => addItem(next, key, newItem(kind, choice.id, { [`name_${language}`]: choice.label })),
        d,
      ),
    );

  const settle = (saved: LoadedPlan) => {
    clearDraft(localStorage, id);
    draftRef.current = null;
    setDraft(null);
    setPlan(saved);
  };

  // Sends the draft as it is now (read from the ref, so a change made just before is included).
  const save = async () => {
    const latest = currentRef.current;
    if (!latest) return;
    setBusy(true);
    try {
      settle(await dataProvider.savePlan(id, planBody(latest)));
    } catch {
      // The request helper told why (a 409 names the conflict); the draft stays.
    } finally {
      setBusy(false);
    }
  };

  const discard = () => {
    clearDraft(localStorage, id);
    draftRef.current = null;
    setDraft(null);
  };

  const generate = async (replace: boolean) => {
    setConfirmGenerate(false);
    setBusy(true);
    try {
      settle(await dataProvider.generatePlan(id, replace));
    } catch {
      // Told by the request helper.
    } finally {
      setBusy(false);
    }
  };

  const copyRequest = useMemo<CopyRequest | null>(() => {
    if (!copying || !current) return null;
    if ('day' in copying) {
      const source = current.days.find((day) => day.key === copying.day);
      if (!source) return null;
      return {
        title: translate('planner.copy_day_title', { day: dayTitle(translate, source, language) }),
        text: translate('planner.copy_day_text'),
        targetsLabel: translate('planner.copy_day_targets'),
        choices: current.days
          .filter((day) => day.key !== source.key)
          .map((day) => ({ value: day.key, label: dayTitle(translate, day, language) })),
      };
    }
    return {
      title: translate('planner.copy_week_title', { week: weekTitle(translate, copying.week, language) }),
      text: translate('planner.copy_week_text'),
      targetsLabel: translate('planner.copy_week_targets'),
      choices: weeks
        .filter(({ week }) => week !== copying.week)
        .map(({ week }) => ({ value: String(week), label: weekTitle(translate, week, language) })),
    };
  }, [copying, current, weeks, translate, language]);

  const copy = async (targets: string[]) => {
    if (!copying) return;
    change((d) =>
      'day' in copying ? copyDay(d, copying.day, targets) : copyWeek(d, copying.week, targets.map(Number), virtualKey),
    );
    setCopying(null);
    await save();
  };

  const name = plan ? String(plan.item[`name_${language}`] ?? '') : '';
  const title = translate('programmes.planner.title', { name });
  // Named once the plan is loaded, so the tab never reads a title without its programme.
  useDocumentTitle(plan ? title : null);

  if (!plan || !current) return <Typography sx={{ p: 2 }}>{translate('programmes.planner.loading')}</Typography>;

  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h5" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <Chip
          role="status"
          color={dirty ? 'warning' : 'success'}
          label={translate(dirty ? 'programmes.planner.unsaved' : 'programmes.planner.saved_state')}
        />
        <Button disabled={busy} onClick={() => (current.days.length > 0 ? setConfirmGenerate(true) : generate(false))}>
          {translate('programmes.planner.generate')}
        </Button>
        <Button disabled={!dirty || busy} onClick={discard}>
          {translate('programmes.planner.discard')}
        </Button>
        <Button variant="contained" disabled={!dirty || busy} onClick={save}>
          {translate('programmes.planner.save')}
        </Button>
      </Stack>
      {current.days.length === 0 ? (
        <Alert severity="info">{translate('programmes.planner.no_days')}</Alert>
      ) : (
        weeks.map((week, index) => (
          <PlannerWeek key={week.week} week={week} language={language} actions={actions} first={index === 0} />
        ))
      )}
      <CopyTargetsDialog request={copyRequest} busy={busy} onClose={() => setCopying(null)} onCopy={copy} />
      <LibraryPickerDialog target={picking} onClose={() => setPicking(null)} onAdd={addFromLibrary} />
      <Dialog open={confirmGenerate} onClose={() => setConfirmGenerate(false)}>
        <DialogTitle>{translate('programmes.planner.generate_confirm_title')}</DialogTitle>
        <DialogContent>{translate('programmes.planner.generate_confirm_text')}</DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmGenerate(false)}>{translate('programmes.planner.cancel')}</Button>
          <Button color="warning" onClick={() => generate(true)}>
            {translate('programmes.planner.generate_confirm_yes')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
