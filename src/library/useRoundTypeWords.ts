// A round's type in words (`straight_sets` → "Straight sets" / "مجموعات متتالية"): the rounds model's form
// declares each type with its bilingual label, served with the registry, so the library never shows a key.
import type { ModelUi } from '../../common/models/registry';
import { useLocalized } from '../registry/useLocalized';
import { useModels } from '../registry/useModels';

export function roundTypeOptions(models: readonly ModelUi[]) {
  return models.find((model) => model.name === 'rounds')?.form?.fields.find((field) => field.name === 'type')?.options;
}

export function useRoundTypeWords(): (type: string) => string {
  const localized = useLocalized();
  const options = roundTypeOptions(useModels());
  return (type) => {
    const option = options?.find((candidate) => String(candidate.value) === type);
    // A type the registry does not name (yet): its words with the underscores taken out.
    return option ? localized(option.label) : type.replace(/_/g, ' ');
  };
}
