// The coupon form (/default/coupons/ops creates, /default/coupons/ops/:id edits; spec 2.2).
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { DatesProvider } from '../../forms/DatesProvider';
import { FormPage } from '../../forms/FormPage';
import { FormPermissionGate } from '../../forms/FormPermissionGate';
import { useModelForm } from '../../forms/useModelForm';
import { CouponFields } from './CouponFields';
import { couponFormConfig } from './couponForm';

function CouponFormBody({ id }: { id: string | undefined }) {
  const translate = useTranslate();
  const form = useModelForm(couponFormConfig, id);
  return (
    <DatesProvider>
      <FormPage
        title={translate(id ? 'forms.coupons.title_edit' : 'forms.coupons.title_create')}
        loadingText={translate('forms.coupons.loading')}
        listPath="coupons"
        form={form}
      >
        <CouponFields form={form} />
      </FormPage>
    </DatesProvider>
  );
}

export default function CouponFormPage() {
  const { id } = useParams();
  return (
    <FormPermissionGate subject="Coupon">
      {/* A new key per coupon: moving from one coupon to another starts a fresh form. */}
      <CouponFormBody key={id ?? 'new'} id={id} />
    </FormPermissionGate>
  );
}
