// The pricing-plan form (/default/program-prices/ops creates, …/ops/:id edits; spec 2.2).
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { FormPage } from '../../forms/FormPage';
import { FormPermissionGate } from '../../forms/FormPermissionGate';
import { useModelForm } from '../../forms/useModelForm';
import { ProgramPriceFields } from './ProgramPriceFields';
import { programPriceFormConfig } from './programPriceForm';

function ProgramPriceFormBody({ id }: { id: string | undefined }) {
  const translate = useTranslate();
  const form = useModelForm(programPriceFormConfig, id);
  return (
    <FormPage
      title={translate(id ? 'forms.program_prices.title_edit' : 'forms.program_prices.title_create')}
      loadingText={translate('forms.program_prices.loading')}
      listPath="program-prices"
      form={form}
    >
      <ProgramPriceFields form={form} />
    </FormPage>
  );
}

export default function ProgramPriceFormPage() {
  const { id } = useParams();
  return (
    <FormPermissionGate subject="ProgramPrice">
      <ProgramPriceFormBody key={id ?? 'new'} id={id} />
    </FormPermissionGate>
  );
}
