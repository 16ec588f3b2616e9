// Server messages of the saved views of the lists (Arabic); the same keys as views.en.ts.
const views: Record<string, string> = {
  'views.created': 'تم حفظ العرض.',
  'views.updated': 'تم تحديث العرض.',
  'views.deleted': 'تم حذف العرض.',
  'views.not_found': 'لم يتم العثور على هذا العرض.',
  'views.not_yours': 'لا يغيّر هذا العرض أو يحذفه إلا صاحبه أو مشرف يدير هذه القائمة.',
  'views.not_usable': 'هذا العرض ليس لك ولم يُشارَك مع دورك، فلا يمكن أن يكون عرضك الافتراضي.',
  'views.name_length': 'يجب أن يتكون الاسم من 1 إلى 80 حرفًا.',
  'views.name_characters': 'لا يجوز أن يحتوي الاسم على فواصل أسطر أو مسافات جدولة أو أحرف تحكم أخرى.',
  'views.name_taken': 'يوجد بالفعل عرض لهذه القائمة بهذا الاسم.',
  'views.columns_empty': 'اختر عمودًا واحدًا على الأقل.',
  'views.unknown_column': 'لا يوجد في القائمة عمود "%{name}".',
  'views.unknown_column_plain': 'لا يوجد في القائمة عمود كهذا.',
  'views.column_repeated': 'العمود "%{name}" مختار مرتين.',
  'views.unsortable': 'لا يمكن ترتيب القائمة حسب "%{name}".',
  'views.unsortable_plain': 'لا يمكن ترتيب القائمة حسب هذا العمود.',
  'views.page_size': 'يجب أن يكون حجم الصفحة 30 أو 60 أو 90 أو 100 أو 150.',
  'views.unknown_role': 'الدور %{id} غير موجود.',
};

export default views;
