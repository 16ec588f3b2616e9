// A model's create/edit page on react-admin's form layer: <CreateBase>/<EditBase> (the route's `:id`
// picks one) save through dataProvider.create/update; <Form> (react-hook-form) holds the values and
// validates them with the form's rules; a success notice then the list, or the error dialog; the
// missing-fields warning after a save the rules stopped; an edited record's notes and history beside it.
// Used by the model forms and the generic form.
import { type ReactNode, type RefObject, useRef, useState } from 'react';
import { Stack } from '@mui/material';
import {
  CreateBase,
  EditBase,
  Form,
  type RaRecord,
  useBasename,
  useNotify,
  useTranslate,
  type ValidateForm,
} from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { FormFrame } from './FormFrame';
import { FormPermissionGate } from './FormPermissionGate';
import type { FormItem } from './loadItem';
import { MissingFieldsNotice } from './MissingFieldsNotice';
import { NotesAside, useNotesModel } from './NotesAside';
import { RecheckOnChange } from './RecheckOnChange';
import { SaveBar } from './SaveBar';
import { SaveErrorDialog } from './SaveErrorDialog';
import { saveErrorText } from './saveErrorText';

/** How long the success notice stays (spec 9). */
export const SUCCESS_NOTICE_MS = 1500;

export interface FormTexts {
  create: string;
  edit: string;
  /** Shown while the item loads. */
  loading: string;
}

export interface RecordFormProps {
  /** The react-admin resource: the list under /default and the data provider's model (e.g. `coupons`). */
  resource: string;
  /** Permission subject of spec 6 (e.g. `Coupon`). */
  subject: string;
  /**
   * The page's texts: a message prefix whose `title_create`, `title_edit` and `loading` keys they are, or
   * the texts themselves in the admin's language.
   */
  texts: string | FormTexts;
  /** What the console calls the item when its load fails, e.g. `discount` (default `item`). */
  itemName?: string;
  /** The values of a new record. */
  defaults: Record<string, unknown>;
  /** A loaded item as the form's values (the raw item stays the record context). */
  toValues?(item: FormItem): Record<string, unknown>;
  /** Reads the item (quietly); default: the data provider's getOne. */
  load?(id: string, signal: AbortSignal): Promise<FormItem>;
  /** The form's rules; `item` is the loaded item (null for a new one). */
  validate(values: Record<string, unknown>, item: FormItem | null): ReturnType<ValidateForm>;
  /** The request body of the form's values. */
  toPayload(values: Record<string, unknown>): Record<string, unknown>;
  /** Where a save leads, under /default (default: the list, `resource`). */
  savedPath?(id: string | undefined): string;
  children: ReactNode;
}

interface FormBodyProps extends RecordFormProps {
  id?: string;
  /** The loaded item (edit), null for a new one; undefined while it loads. */
  item: FormItem | null | undefined;
  saveButton: RefObject<HTMLButtonElement | null>;
}

function useFormTexts(texts: string | FormTexts): FormTexts {
  const translate = useTranslate();
  if (typeof texts !== 'string') return texts;
  const t = (key: string) => translate(`${texts}.${key}`);
  return { create: t('title_create'), edit: t('title_edit'), loading: t('loading') };
}

function FormBody({ id, item, defaults, toValues, validate, saveButton, children, ...props }: FormBodyProps) {
  const texts = useFormTexts(props.texts);
  const notesModel = useNotesModel(props.resource);
  const values = item ? { ...item, ...(toValues ? toValues(item) : {}) } : defaults;
  return (
    <FormFrame
      title={id ? texts.edit : texts.create}
      listPath={props.resource}
      loadingText={item === undefined ? texts.loading : null}
      aside={id && notesModel ? <NotesAside model={notesModel} id={id} /> : undefined}
    >
      {/* ra-core's Form with SimpleForm's one-column layout: SimpleForm hands its unknown props (such as
          disableInvalidFormNotification) on to the layout's DOM element. */}
      <Form
        record={values as RaRecord}
        validate={(current) => validate(current, item ?? null)}
        mode="onTouched"
        shouldFocusError={false}
        disableInvalidFormNotification
        noValidate
      >
        <Stack sx={{ alignItems: 'flex-start' }}>
          {children}
          <MissingFieldsNotice />
          <RecheckOnChange />
        </Stack>
        <SaveBar ref={saveButton} />
      </Form>
    </FormFrame>
  );
}

function RecordFormController(props: RecordFormProps & { id?: string }) {
  const { id, resource, load, toPayload, savedPath, itemName = 'item' } = props;
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  const saveButton = useRef<HTMLButtonElement>(null);
  const [failure, setFailure] = useState<{ text: string | null } | null>(null);
  const mutationOptions = {
    onSuccess: () => {
      notify('forms.success', { type: 'success', autoHideDuration: SUCCESS_NOTICE_MS });
      navigate(`${basename}/${savedPath ? savedPath(id) : resource}`);
    },
    onError: (error: unknown) => setFailure({ text: saveErrorText(error) }),
  };
  const dialog = (
    <SaveErrorDialog
      open={failure !== null}
      text={failure?.text ?? null}
      onClose={() => setFailure(null)}
      // Save was disabled while the request ran, which dropped the focus the dialog would return to.
      onClosed={() => saveButton.current?.focus()}
    />
  );
  // The permission gate has checked spec 6's create-, edit- or manage- rule already (react-admin's own
  // check would ask for create or edit alone).
  if (!id) {
    return (
      <CreateBase
        resource={resource}
        disableAuthentication
        mutationOptions={mutationOptions}
        transform={toPayload}
        redirect={false}
      >
        <FormBody {...props} item={null} saveButton={saveButton} />
        {dialog}
      </CreateBase>
    );
  }
  return (
    <EditBase
      resource={resource}
      id={id}
      disableAuthentication
      mutationMode="pessimistic"
      mutationOptions={mutationOptions}
      // The body is the form's payload only: the id travels in the path, and the admin, role and member
      // routes refuse any field they do not take (`id` included).
      transform={toPayload}
      redirect={false}
      queryOptions={{
        ...(load
          ? { queryFn: ({ signal }: { signal: AbortSignal }) => load(id, signal).then((item) => ({ ...item, id })) }
          : {}),
        // Logged only (spec 8); the form stays usable.
        onError: (error: unknown) => console.error(`The ${itemName} could not be loaded.`, error),
      }}
      render={({ record, isPending }) => (
        <>
          <FormBody
            {...props}
            item={isPending ? undefined : ((record as FormItem | undefined) ?? null)}
            saveButton={saveButton}
          />
          {dialog}
        </>
      )}
    />
  );
}

/** The page at `…/ops/:id?` (or `…/:id`): a new key per item, so moving from one item to another starts a fresh form. */
export function RecordForm(props: RecordFormProps) {
  const { id: routeId } = useParams();
  // No record has id 0: it holds the id's place when later segments follow (`sub-programs/ops/0/3`).
  const id = routeId === '0' ? undefined : routeId;
  return (
    <FormPermissionGate subject={props.subject}>
      <RecordFormController key={id ?? 'new'} {...props} id={id} />
    </FormPermissionGate>
  );
}
