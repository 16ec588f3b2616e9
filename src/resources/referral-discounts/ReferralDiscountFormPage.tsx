// The referral-discount form (/default/referral-discounts/ops creates, …/ops/:id edits; spec 2.2).
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { DatesProvider } from '../../forms/DatesProvider';
import { FormPage } from '../../forms/FormPage';
import { FormPermissionGate } from '../../forms/FormPermissionGate';
import { useModelForm } from '../../forms/useModelForm';
import { ReferralDiscountFields } from './ReferralDiscountFields';
import { referralDiscountFormConfig } from './referralDiscountForm';

function ReferralDiscountFormBody({ id }: { id: string | undefined }) {
  const translate = useTranslate();
  const form = useModelForm(referralDiscountFormConfig, id);
  return (
    <DatesProvider>
      <FormPage
        title={translate(id ? 'forms.referral_discounts.title_edit' : 'forms.referral_discounts.title_create')}
        loadingText={translate('forms.referral_discounts.loading')}
        listPath="referral-discounts"
        form={form}
      >
        <ReferralDiscountFields form={form} />
      </FormPage>
    </DatesProvider>
  );
}

export default function ReferralDiscountFormPage() {
  const { id } = useParams();
  return (
    <FormPermissionGate subject="ReferralDiscount">
      <ReferralDiscountFormBody key={id ?? 'new'} id={id} />
    </FormPermissionGate>
  );
}
