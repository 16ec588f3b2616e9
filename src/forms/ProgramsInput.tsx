// The workout or diet programmes an offer is limited to: ids picked through the search picker, with the
// names the loaded item already carries (`programs`, `diet_programs`).
import { useRecordContext } from 'react-admin';
import type { PickerChoice } from './searchPicker';
import { SearchPickerInput } from './SearchPickerInput';

const PICKED = {
  programs: { source: 'program_ids', model: 'programs' },
  diet_programs: { source: 'diet_program_ids', model: 'diet-programs' },
} as const;

export function ProgramsInput({ which, label }: { which: keyof typeof PICKED; label: string }) {
  const item = useRecordContext();
  const known = (item?.[which] as PickerChoice[] | undefined) ?? undefined;
  return <SearchPickerInput multiple {...PICKED[which]} label={label} known={known} />;
}
