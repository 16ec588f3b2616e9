// A programme's details page (/default/programs/:id, program-details): its fields and notes, titled by
// its name, then its figures, sub-programmes (with "Add sub-programme" for admins who may create them),
// pricing plans, latest subscriptions and chat groups.
import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useBasename, usePermissions, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { formPermissions } from '../../forms/FormPermissionGate';
import { RecordDetails } from '../../list/pages/RecordDetails';
import { useLocalized } from '../../registry/useLocalized';
import { useModels } from '../../registry/useModels';
import { ProgramSections } from './ProgramSections';
import { programmeDetails } from './programmeDetails';

/** The sub-programme form opened for a new sub-programme of this programme (spec 2.2 `ops/:id?/:program_id?`). */
function AddSubProgramButton({ programId }: { programId: string }) {
  const translate = useTranslate();
  const basename = useBasename();
  const { permissions } = usePermissions();
  const allowed =
    Array.isArray(permissions) && formPermissions('SubProgram').some((permission) => permissions.includes(permission));
  if (!allowed) return null;
  return (
    <Button
      component={RouterLink}
      to={`${basename}/sub-programs/ops/0/${encodeURIComponent(programId)}`}
      variant="outlined"
      size="small"
      startIcon={<AddIcon />}
    >
      {translate('programmes.details.add_sub_program')}
    </Button>
  );
}

export default function ProgramDetailsPage() {
  const basename = useBasename();
  const localized = useLocalized();
  const { id = '' } = useParams();
  const model = useModels().find((candidate) => candidate.name === 'programs');
  return (
    <RecordDetails model="programs" title={model ? localized(model.label) : ''} listPath={`${basename}/programs`}>
      {(single) => (
        <ProgramSections
          details={programmeDetails(single.item)}
          subProgramAction={<AddSubProgramButton programId={id} />}
        />
      )}
    </RecordDetails>
  );
}
