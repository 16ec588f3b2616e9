// Server messages of admins, roles and members (Arabic); the same keys as access.en.ts.
const access: Record<string, string> = {
  'admins.created': 'تم إنشاء المشرف بنجاح.',
  'admins.updated': 'تم تحديث المشرف بنجاح.',
  'admins.not_found': 'المشرف غير موجود.',
  'admins.super_admin_only': 'وحده المشرف العام (Super Admin) يستطيع تعديل مشرف عام أو منح دور المشرف العام.',
  'admins.above_you': 'لا يمكنك تعديل مشرف يحمل صلاحيات لا تملكها.',
  'admins.own_role': 'لا يمكنك تغيير دورك بنفسك.',
  'admins.own_disable': 'لا يمكنك تعطيل حسابك بنفسك.',
  'admins.role_missing': 'الدور المختار غير موجود.',
  'admins.role_above_you': 'لا يمكنك منح دور يحمل صلاحيات لا تملكها: %{permissions}.',
  'admins.password_required': 'كلمة المرور مطلوبة للمشرف الجديد.',
  'roles.in_use': 'لا يمكن حذف الدور «%{name}»: ما زال يحمله %{admins}. امنحهم دورًا آخر أولًا.',
  'roles.own_manage': 'لا يمكنك إزالة قدرتك على إدارة الأدوار.',
  'auth.provider_unknown': 'لا يوجد مشرف مفعّل بالبريد الإلكتروني لحساب الشركة هذا. اطلب من أحد المشرفين إضافتك.',
  'settings.invalid_text': 'يجب أن تكون القيمة نصًا لا يزيد على 500 حرف.',
  'settings.invalid_currency': 'يجب أن تكون العملة رمزًا من ثلاثة أحرف مثل EGP.',
  'settings.invalid_percent': 'يجب أن تكون القيمة رقمًا من 0 إلى 100.',
  'settings.invalid_amount': 'يجب أن تكون القيمة رقمًا لا يقل عن 0.',
  'settings.invalid_flag': 'يجب أن تكون القيمة true أو false.',
  'settings.invalid_url': 'يجب أن تكون القيمة عنوانًا يبدأ بـ https://.',
  'users.updated': 'تم تحديث العضو بنجاح.',
  'users.not_found': 'العضو غير موجود.',
  'users.birth_date': 'يجب أن يكون تاريخ الميلاد تاريخًا سابقًا (YYYY-MM-DD).',
  'users.range': 'يجب أن يكون %{field} بين %{min} و%{max}.',
  'users.gender': 'يجب أن يكون النوع ذكرًا أو أنثى.',
  'fields.phone': 'الهاتف',
  'fields.goal': 'الهدف',
  'fields.height': 'الطول',
  'fields.weight': 'الوزن',
};

/** «%{count} مشرفين» حسب صيغة الجمع: صفر، واحد، اثنان، ٣–١٠، ١١–٩٩، ١٠٠ فأكثر. */
export const adminsCount: readonly string[] = [
  '%{count} مشرف',
  'مشرف واحد',
  'مشرفان',
  '%{count} مشرفين',
  '%{count} مشرفًا',
  '%{count} مشرف',
];

export default access;
