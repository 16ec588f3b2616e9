// The discount form page (/default/discounts/ops creates, /default/discounts/ops/:id edits; spec 2.6):
// only for admins who may create, edit or manage discounts (spec 6).
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { DatesProvider } from '../../forms/DatesProvider';
import { FormPage } from '../../forms/FormPage';
import { FormPermissionGate } from '../../forms/FormPermissionGate';
import { useModelForm } from '../../forms/useModelForm';
import { DiscountFields } from './DiscountFields';
import { discountFormConfig } from './discountForm';

function DiscountFormBody({ id }: { id: string | undefined }) {
  const translate = useTranslate();
  const form = useModelForm(discountFormConfig, id);
  return (
    <DatesProvider>
      <FormPage
        title={translate(id ? 'discount_form.title_edit' : 'discount_form.title_create')}
        loadingText={translate('discount_form.loading')}
        listPath="discounts"
        form={form}
      >
        <DiscountFields form={form} />
      </FormPage>
    </DatesProvider>
  );
}

export default function DiscountFormPage() {
  const { id } = useParams();
  return (
    <FormPermissionGate subject="Discount">
      {/* A new key per discount: moving from one discount to another starts a fresh form. */}
      <DiscountFormBody key={id ?? 'new'} id={id} />
    </FormPermissionGate>
  );
}
