// A programme's details page (/default/programs/:id, program-details): its fields and notes, titled by
// its name, then its figures, sub-programmes, pricing plans, latest subscriptions and chat groups.
import { useBasename } from 'react-admin';
import { RecordDetails } from '../../list/pages/RecordDetails';
import { useLocalized } from '../../registry/useLocalized';
import { useModels } from '../../registry/useModels';
import { ProgramSections } from './ProgramSections';
import { programmeDetails } from './programmeDetails';

export default function ProgramDetailsPage() {
  const basename = useBasename();
  const localized = useLocalized();
  const model = useModels().find((candidate) => candidate.name === 'programs');
  return (
    <RecordDetails model="programs" title={model ? localized(model.label) : ''} listPath={`${basename}/programs`}>
      {(single) => <ProgramSections details={programmeDetails(single.item)} />}
    </RecordDetails>
  );
}
