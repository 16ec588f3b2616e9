// The recommendation rules editor (/default/subprogram-recommendations/ops creates, …/ops/:id edits): the
// sub-programme recommended, its priority (lower is tried first) and, per choice question of the pre-join
// form, the answers that must match; saved through the data provider (subprogram_recommendations/store
// and update/{id}), where the server checks each question and answer again.
import { Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { CheckboxGroupInput, NumberInput, useDataProvider, useTranslate } from 'react-admin';
import { FormSection, wideField } from '../../forms/FormSection';
import type { FormItem } from '../../forms/loadItem';
import { RecordForm } from '../../forms/RecordForm';
import { SearchPickerInput } from '../../forms/SearchPickerInput';
import type { PickerChoice } from '../../forms/searchPicker';
import type { ModelDataProvider } from '../../providers/dataProvider';
import type { PrejoinQuestion } from '../../providers/calls/programmes';
import { request } from '../../providers/http';
import { answerSource } from './recommendationAnswers';
import { choiceQuestions, emptyValues, MAX_PRIORITY, payloadOf, valueProblems, valuesOf } from './recommendationRules';
import { useLanguage } from '../../registry/useLocalized';

const text = (key: string) => `programmes.recommendations.form.${key}`;

/** The stored row, with its sub-programme's name (the list row's link) for the picker before any search. */
async function loadRecommendation(id: string, signal: AbortSignal): Promise<FormItem> {
  const { data } = await request<{ item?: FormItem; row?: { sub_program?: { id?: unknown; label?: unknown } } }>(
    `getSingle/subprogram-recommendations/${encodeURIComponent(id)}`,
    { signal, quiet: true },
  );
  return { ...(data?.item ?? {}), sub_program: data?.row?.sub_program ?? null };
}

function knownSubProgram(item: FormItem | null | undefined): PickerChoice[] {
  const linked = item?.sub_program as { id?: unknown; label?: unknown } | null | undefined;
  return linked && typeof linked.id === 'number' ? [{ id: linked.id, label: String(linked.label ?? '') }] : [];
}

export default function RecommendationFormPage() {
  const translate = useTranslate();
  const language = useLanguage();
  const dataProvider = useDataProvider<ModelDataProvider>();
  const [questions, setQuestions] = useState<PrejoinQuestion[] | null>(null);
  const [item, setItem] = useState<FormItem | null>(null);

  useEffect(() => {
    dataProvider.prejoinQuestions().then(
      (all) => setQuestions(choiceQuestions(all)),
      () => undefined,
    );
  }, [dataProvider]);

  if (questions === null) return <Typography sx={{ p: 2 }}>{translate(text('loading'))}</Typography>;

  return (
    <RecordForm
      resource="subprogram-recommendations"
      subject="SubprogramRecommendation"
      texts="programmes.recommendations.form"
      itemName="recommendation"
      defaults={emptyValues(questions)}
      load={(id, signal) =>
        loadRecommendation(id, signal).then((loaded) => {
          setItem(loaded);
          return loaded;
        })
      }
      toValues={(loaded) => valuesOf(loaded, questions)}
      validate={(values) =>
        Object.fromEntries(
          Object.entries(valueProblems(values, questions)).map(([field, key]) => [field, translate(key)]),
        )
      }
      toPayload={(values) => payloadOf(values, questions)}
    >
      <FormSection title={translate(text('section_recommends'))}>
        <SearchPickerInput
          source="sub_program_id"
          model="sub-programs"
          label={text('sub_program')}
          known={knownSubProgram(item)}
          isRequired
        />
        <NumberInput
          source="priority"
          label={text('priority')}
          helperText={text('priority_help')}
          min={0}
          max={MAX_PRIORITY}
          step={1}
        />
      </FormSection>
      <FormSection title={translate(text('section_rules'))}>
        <Typography color="text.secondary" sx={wideField}>
          {translate(text('rules_help'))}
        </Typography>
        {questions.map((question) => (
          <CheckboxGroupInput
            key={question.id}
            source={answerSource(question)}
            label={question[`question_${language}`]}
            choices={question.options.map((option) => ({ id: option.value, name: option[`label_${language}`] }))}
            helperText={false}
          />
        ))}
      </FormSection>
    </RecordForm>
  );
}
