// The discount form's own messages (src/resources/discounts), Arabic. Same keys as discounts.en.ts; its
// buttons, notices, pickers, dates and shared rules use the `forms.*` messages (forms.ar.ts).
import formMessages from '../common/messages/forms.ar';

export default {
  discount_form: {
    title_create: 'خصم جديد',
    title_edit: 'تعديل الخصم',
    loading: 'جارٍ تحميل الخصم…',
    sections: {
      value: 'الخصم',
      audience: 'من يمكنه استخدامه',
      validity: 'مدة الصلاحية',
      programs: 'البرامج',
    },
    fields: {
      free: 'خصم مجاني',
      free_hint: 'نسبة مئوية، القيمة 100، الحد الأقصى 100',
      discount_type: 'نوع الخصم',
      value: 'القيمة',
      max_value: 'الحد الأقصى للقيمة',
      max_users: 'الحد الأقصى للأعضاء',
      max_users_hint: 'اتركه فارغًا لعدم وضع حد',
      code: 'الكود',
      code_hint: 'حروف وأرقام وشرطات',
      users: 'الأعضاء',
      users_hint: 'اتركه فارغًا لكل الأعضاء',
      gender: 'النوع الاجتماعي',
      enabled: 'مفعّل',
      start_date: 'تاريخ البداية',
      end_date: 'تاريخ النهاية',
      applied_for_all_workout_programs: 'يُطبّق على كل برامج التمرين',
      applied_for_all_diet_programs: 'يُطبّق على كل البرامج الغذائية',
      programs: 'برامج التمرين',
      diet_programs: 'البرامج الغذائية',
    },
    // The fixed type's own label (the shared one adds the currency); percentage is `forms.types.percentage`.
    types: {
      fixed: 'مبلغ ثابت',
    },
    genders: {
      any: 'الكل',
      male: 'ذكر',
      female: 'أنثى',
    },
    // Texts of the form's own rule codes; its other codes are `forms.rules.*`.
    errors: formMessages.discounts,
  },
};
