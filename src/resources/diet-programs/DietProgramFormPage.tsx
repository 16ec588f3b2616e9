// The diet programme form: the declared one, plus, when editing, Duplicate — a disabled deep copy
// (POST diet-programs/duplicate/{id}) whose form opens right after — and the editor of its days of meals.
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useBasename, useDataProvider, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import ModelFormPage from '../../forms/ModelFormPage';
import { DietMealsEditor } from './DietMealsEditor';
import type { ModelDataProvider } from '../../providers/dataProvider';
import { useModels } from '../../registry/useModels';

export default function DietProgramFormPage() {
  const { id } = useParams();
  const translate = useTranslate();
  const navigate = useNavigate();
  const basename = useBasename();
  const dataProvider = useDataProvider<ModelDataProvider>();
  const model = useModels().find((candidate) => candidate.name === 'diet-programs');
  const [busy, setBusy] = useState(false);
  if (!model) return null;

  const duplicate = async () => {
    if (!id) return;
    setBusy(true);
    try {
      const copy = await dataProvider.duplicateDietProgram(id);
      navigate(`${basename}/diet-programs/ops/${encodeURIComponent(String(copy.id))}`);
    } catch {
      // The request helper told why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {id && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 2, pt: 2 }}>
          <Button startIcon={<ContentCopyIcon />} disabled={busy} onClick={duplicate}>
            {translate('programmes.diet.duplicate')}
          </Button>
        </Box>
      )}
      {/* A new key per record, so the copy's form loads the copy. */}
      <ModelFormPage key={id ?? 'new'} model={model} />
      {id && <DietMealsEditor key={`meals:${id}`} id={id} />}
    </>
  );
}
