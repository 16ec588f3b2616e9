// What workout and diet programmes share: a bilingual name, a description, a price, a length in weeks
// and a level, with the same filters and columns. Each model spreads it into its declaration.
import { bilingual, bilingualColumns, field, header, L, LABELS, options, range } from './common';
import type { ModelDeclaration } from './types';

export const PROGRAMME_LEVELS = options({
  beginner: ['Beginner', 'مبتدئ', 'success'],
  intermediate: ['Intermediate', 'متوسط', 'info'],
  advanced: ['Advanced', 'متقدم', 'warning'],
});

const LEVEL = L('Level', 'المستوى');
const WEEKS = L('Weeks', 'الأسابيع');

export const programmeCatalogue = {
  title: bilingual('name'),
  columns: {
    ...bilingualColumns('name'),
    description: 'text',
    price: 'decimal',
    duration_weeks: 'integer',
    level: 'string',
  },
  enabled: true,
  indexes: [['level', 'created_at']],
  fields: [field.bilingualText('name', LABELS.name), field.status(PROGRAMME_LEVELS, 'level', LEVEL), field.enabled],
  ranges: [
    range.number('price', LABELS.price),
    { name: 'duration_weeks', label: WEEKS, type: 'bigint' },
    range.createdAt,
  ],
  headers: [
    header.bilingual('name', LABELS.name),
    header.status(PROGRAMME_LEVELS, 'level', LEVEL),
    header.amount('price', LABELS.price),
    { value: 'duration_weeks', text: WEEKS, type: 'number', sortable: true },
    header.html('description', L('Description', 'الوصف')),
    header.enabled,
    header.createdAt,
  ],
} satisfies Partial<ModelDeclaration>;
