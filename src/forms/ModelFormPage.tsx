// The create/edit page of a model whose form is declared on the server (ModelUi.form): one stock input per
// declared field, validated by the declaration's zod schema (the server checks the same one), defaults
// from the declaration, saved through the data provider. `/…/:id` edits, without an id it creates; route
// parameters named like a field preset it in a new record (`sub-programs/ops/0/3` → program_id 3).
import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { declaredFormDefaults, declaredFormSchema, problemsOf } from '../../common/forms/declaredSchema';
import type { FormFieldSpec } from '../../common/forms/fields';
import type { ModelUi } from '../../common/models/registry';
import { DeclaredInput } from './DeclaredInput';
import { PointInput } from './PointInput';
import { problemErrors } from './problemErrors';
import { RecordForm } from './RecordForm';

const NO_FIELDS = { fields: [] };

/** A route parameter as the field's value: ids and numbers as numbers. */
function presetValue(field: FormFieldSpec, value: string): unknown {
  const numeric = field.type === 'reference' || field.type === 'number' || field.type === 'amount';
  return numeric && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;
}

/** The declared defaults, with the fields the route names (other than the record's `id`) preset. */
function useRouteDefaults(fields: readonly FormFieldSpec[], defaults: Record<string, unknown>) {
  const params = useParams();
  const presets = fields.flatMap((field) => {
    const value = field.name === 'id' ? undefined : params[field.name];
    return value === undefined || value === '' ? [] : [[field.name, presetValue(field, value)] as const];
  });
  return presets.length === 0 ? defaults : { ...defaults, ...Object.fromEntries(presets) };
}

export default function ModelFormPage({ model }: { model: ModelUi }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const spec = model.form ?? NO_FIELDS;
  const schema = useMemo(() => declaredFormSchema(spec), [spec]);
  const defaults = useRouteDefaults(
    spec.fields,
    useMemo(() => declaredFormDefaults(spec), [spec]),
  );
  const names = spec.fields.map((field) => field.name);
  const modelName = model.label[locale === 'ar' ? 'ar' : 'en'];
  // Only the declared fields go to the server (the loaded record carries more).
  const declaredValues = (values: Record<string, unknown>) =>
    Object.fromEntries(names.map((name) => [name, values[name]]));

  return (
    <RecordForm
      resource={model.resource}
      subject={model.subject}
      texts={{
        create: translate('forms.declared.title_create', { model: modelName }),
        edit: translate('forms.declared.title_edit', { model: modelName }),
        loading: translate('forms.declared.loading'),
      }}
      defaults={defaults}
      validate={(values) => {
        const result = schema.safeParse(declaredValues(values));
        return result.success ? {} : problemErrors(translate, problemsOf(result.error, spec));
      }}
      // The schema's output: empty optional fields as null, switches as 1 or 0 (files pass as they are).
      toPayload={(values) => {
        const result = schema.safeParse(declaredValues(values));
        return result.success ? (result.data as Record<string, unknown>) : declaredValues(values);
      }}
    >
      {spec.fields.map((field) => {
        // A point's two halves are one input with its map, where its latitude is declared.
        const longitude = spec.fields.find((other) => other.point === 'longitude');
        if (field.point === 'latitude' && longitude)
          return <PointInput key={field.name} latitude={field} longitude={longitude} />;
        if (field.point === 'longitude' && spec.fields.some((other) => other.point === 'latitude')) return null;
        return <DeclaredInput key={field.name} field={field} />;
      })}
    </RecordForm>
  );
}
