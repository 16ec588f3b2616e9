// The filler of a declared form, derived from its field declarations (common/forms/fields.ts): a valid
// value for each required field by its kind, the list's text filter that matches one of the texts typed,
// and a change to that text. A form none of this fits needs a filler of its own (fillers.ts).
import type { FormFieldSpec } from '../../../common/forms/fields';
import type { Model } from '../../../server/models/define/types';
import { typeDate } from '../page';
import { changeText, choose, type FormFiller, type FormRun, input, searchText, taggedText } from './run';

/** A one-pixel PNG, for required image fields. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A text for `field`: Arabic in an Arabic field, a slug for a slug; always holding the run's tag. */
function textFor(run: FormRun, field: FormFieldSpec): string {
  if (field.format === 'slug') return `e2e-${run.tag}`;
  const text = taggedText(run, field.name.endsWith('_ar') || field.dir === 'rtl' ? 'ar' : 'en');
  return field.maxLength ? text.slice(-field.maxLength) : text;
}

/** A whole number inside the field's bounds. */
function numberFor(field: FormFieldSpec): string {
  const low = field.min ?? 1;
  return String(Math.min(Math.max(low, 1), field.max ?? Number.MAX_SAFE_INTEGER));
}

/** Why a required field's value cannot be derived, or undefined when it can. */
function underivable(field: FormFieldSpec): string | undefined {
  if (field.format === 'polygon') return 'an outline';
  if (field.point) return 'a point on the map';
  if (field.type === 'datetime') return 'a date and time';
  return undefined;
}

/** The declared fields a new record must be given (those without a default). */
const toFill = (model: Model) =>
  (model.form?.fields ?? []).filter(
    (field) => field.required && (field.default === undefined || field.default === null) && field.type !== 'boolean',
  );

/** Fills one required field as a user does. */
async function fill(run: FormRun, field: FormFieldSpec, richTextIndex: number): Promise<void> {
  const label = field.label[run.language];
  const { page } = run;
  switch (field.type) {
    case 'text':
    case 'textarea':
      await input(run, label).fill(textFor(run, field));
      return;
    case 'richtext': {
      const editor = page.locator('.ProseMirror').nth(richTextIndex);
      await editor.click();
      await page.keyboard.type(textFor(run, field));
      return;
    }
    case 'number':
    case 'amount':
      await input(run, label).fill(numberFor(field));
      return;
    case 'select':
      await choose(run, label, field.options?.[0]?.label[run.language]);
      return;
    case 'reference':
      await choose(run, label);
      if (field.multiple) await page.keyboard.press('Escape');
      return;
    case 'date':
      await typeDate(page, label, 1, { exact: true });
      return;
    case 'image':
    case 'file':
      await input(run, label).setInputFiles({
        name: 'pixel.png',
        mimeType: 'image/png',
        buffer: PIXEL,
      });
      return;
    default:
      throw new Error(`no value for the ${field.type} field ${field.name}`);
  }
}

/** The declared form's filler, or why its fields cannot be derived. */
export function declaredFiller(model: Model): FormFiller | string {
  const fields = toFill(model);
  const problems = fields.flatMap((field) => {
    const why = underivable(field);
    return why ? [`${field.name} needs ${why}`] : [];
  });
  if (problems.length > 0) return problems.join('; ');
  const texts = fields.filter((field) => field.type === 'text' && field.format === undefined);
  // The list's text filter that searches one of the texts typed.
  const filter = model.fields.find(
    (candidate) =>
      candidate.type === 'varchar' &&
      texts.some((text) => (candidate.columns ?? [candidate.column ?? candidate.name]).includes(text.name)),
  );
  const searched = texts.find((text) => (filter?.columns ?? [filter?.column ?? filter?.name]).includes(text.name));
  if (!filter || !searched) return 'no required text field is searched by a text filter of its list';
  return {
    async create(run) {
      const richTexts = model.form?.fields.filter((field) => field.type === 'richtext') ?? [];
      for (const field of fields) await fill(run, field, richTexts.indexOf(field));
      return searchText(filter.label[run.language], run.tag);
    },
    change: (run) => changeText(run, searched.label[run.language]),
  };
}
