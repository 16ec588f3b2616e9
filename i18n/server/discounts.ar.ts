// Server texts of the discount form's own rules and routes (server/forms/discounts: `messages: 'discounts'`),
// Arabic; its other rules use the shared `forms.*` texts.
export default {
  'discounts.value_positive': 'يجب أن تكون القيمة رقمًا أكبر من 0',
  'discounts.percentage_max': 'لا يمكن أن تزيد النسبة المئوية عن 100',
  'discounts.max_value_required': 'الحد الأقصى للقيمة مطلوب عند اختيار النسبة المئوية',
  'discounts.max_value_invalid': 'يجب أن يكون رقمًا بين 0 و100',
  'discounts.max_users_invalid': 'يجب أن يكون الحد الأقصى للمستخدمين عددًا صحيحًا لا يقل عن 0',
  'discounts.gender_invalid': 'يجب أن يكون النوع الاجتماعي ذكرًا أو أنثى أو الكل',
  'discounts.code_taken': 'هذا الكود مستخدم بالفعل.',
  'discounts.code_format': 'يمكن أن يحتوي الكود على حروف وأرقام وشرطات فقط.',
  'discounts.code_length': 'لا يمكن أن يزيد الكود عن %{max} حرفًا.',
  'discounts.unknown_users': 'هؤلاء المستخدمون غير موجودين: %{ids}.',
  'discounts.unknown_programs': 'هذه البرامج غير موجودة: %{ids}.',
  'discounts.unknown_diet_programs': 'هذه البرامج الغذائية غير موجودة: %{ids}.',
  'discounts.id_mismatch': 'المعرّف لا يطابق العنوان.',
  'discounts.not_found': 'الخصم غير موجود.',
} satisfies Record<string, string>;
