// react-admin's messages that ra-language-arabic 0.1.5 lacks or has out of date (it covers 93 of the
// 164 keys of ra-language-english 5.15). Merged over that package by src/providers/arabicMessages.ts.
// Counted strings carry Polyglot's six Arabic forms: zero |||| one |||| two |||| few (3–10) |||| many (11–99) |||| other (100+).
export default {
  ra: {
    action: {
      bulk_actions:
        'لم يُحدَّد أي عنصر |||| عنصر واحد محدد |||| عنصران محددان |||| %{smart_count} عناصر محددة |||| %{smart_count} عنصرًا محددًا |||| %{smart_count} عنصر محدد',
      clear_array_input: 'إفراغ القائمة',
      create_item: 'إنشاء %{item}',
      remove_all_filters: 'إزالة كل عوامل التصفية',
      reset: 'إعادة تعيين',
      search_columns: 'البحث في الأعمدة',
      select_all: 'تحديد الكل',
      select_all_button: 'تحديد الكل',
      select_row: 'تحديد هذا الصف',
      unselect: 'إلغاء التحديد',
      open_menu: 'فتح القائمة',
      close_menu: 'إغلاق القائمة',
      update: 'تحديث',
      move_up: 'نقل لأعلى',
      move_down: 'نقل لأسفل',
      open: 'فتح',
      toggle_theme: 'التبديل بين الوضع الفاتح والداكن',
      select_columns: 'الأعمدة',
      update_application: 'إعادة تحميل التطبيق',
    },
    page: {
      edit: '%{name} %{recordRepresentation}',
      show: '%{name} %{recordRepresentation}',
      access_denied: 'تم رفض الوصول',
      authentication_error: 'خطأ في المصادقة',
    },
    message: {
      access_denied: 'ليست لديك الصلاحيات اللازمة للوصول إلى هذه الصفحة',
      authentication_error: 'أعاد خادم المصادقة خطأً ولم يمكن التحقق من بيانات الدخول.',
      auth_error: 'حدث خطأ أثناء التحقق من رمز المصادقة.',
      bulk_delete_content:
        'هل أنت متأكد من حذف %{name}؟ |||| هل أنت متأكد من حذف %{name}؟ |||| هل أنت متأكد من حذف هذين العنصرين؟ |||| هل أنت متأكد من حذف هذه العناصر الـ %{smart_count}؟ |||| هل أنت متأكد من حذف هذه الـ %{smart_count} عنصرًا؟ |||| هل أنت متأكد من حذف هذه الـ %{smart_count} عنصر؟',
      bulk_delete_title:
        'حذف %{name} |||| حذف %{name} |||| حذف عنصرين من %{name} |||| حذف %{smart_count} عناصر من %{name} |||| حذف %{smart_count} عنصرًا من %{name} |||| حذف %{smart_count} عنصر من %{name}',
      bulk_update_content:
        'هل أنت متأكد من تحديث %{name} %{recordRepresentation}؟ |||| هل أنت متأكد من تحديث %{name} %{recordRepresentation}؟ |||| هل أنت متأكد من تحديث هذين العنصرين؟ |||| هل أنت متأكد من تحديث هذه العناصر الـ %{smart_count}؟ |||| هل أنت متأكد من تحديث هذه الـ %{smart_count} عنصرًا؟ |||| هل أنت متأكد من تحديث هذه الـ %{smart_count} عنصر؟',
      bulk_update_title:
        'تحديث %{name} %{recordRepresentation} |||| تحديث %{name} %{recordRepresentation} |||| تحديث عنصرين من %{name} |||| تحديث %{smart_count} عناصر من %{name} |||| تحديث %{smart_count} عنصرًا من %{name} |||| تحديث %{smart_count} عنصر من %{name}',
      clear_array_input: 'هل أنت متأكد من إفراغ القائمة بالكامل؟',
      delete_content: 'هل أنت متأكد من حذف %{name}؟',
      delete_title: 'حذف %{name} %{recordRepresentation}',
      select_all_limit_reached: 'العناصر أكثر من أن تُحدَّد كلها. حُدِّد أول %{max} عنصر فقط.',
      unsaved_changes: 'بعض تغييراتك لم تُحفظ. هل أنت متأكد من تجاهلها؟',
      placeholder_data_warning: 'مشكلة في الشبكة: تعذّر تحديث البيانات.',
    },
    navigation: {
      clear_filters: 'مسح عوامل التصفية',
      no_filtered_results: 'لا توجد نتائج في %{name} تطابق عوامل التصفية الحالية.',
      no_results: 'لا توجد نتائج في %{name}',
      no_more_results: 'رقم الصفحة %{page} خارج الحدود. جرّب الصفحة السابقة.',
      page_out_of_boundaries: 'رقم الصفحة %{page} خارج الحدود',
      partial_page_range_info: '%{offsetBegin}-%{offsetEnd} من أكثر من %{offsetEnd}',
      current_page: 'الصفحة %{page}',
      page: 'الانتقال إلى الصفحة %{page}',
      first: 'الانتقال إلى الصفحة الأولى',
      last: 'الانتقال إلى الصفحة الأخيرة',
      next: 'الانتقال إلى الصفحة التالية',
      previous: 'الانتقال إلى الصفحة السابقة',
      skip_nav: 'انتقل إلى المحتوى',
    },
    sort: {
      sort_by: 'الترتيب حسب %{field_lower_first} %{order}',
      ASC: 'تصاعديًا',
      DESC: 'تنازليًا',
    },
    auth: {
      email: 'البريد الإلكتروني',
    },
    notification: {
      updated:
        'لم يُحدَّث أي عنصر |||| تم تحديث العنصر |||| تم تحديث عنصرين |||| تم تحديث %{smart_count} عناصر |||| تم تحديث %{smart_count} عنصرًا |||| تم تحديث %{smart_count} عنصر',
      deleted:
        'لم يُحذف أي عنصر |||| تم حذف العنصر |||| تم حذف عنصرين |||| تم حذف %{smart_count} عناصر |||| تم حذف %{smart_count} عنصرًا |||| تم حذف %{smart_count} عنصر',
      not_authorized: 'غير مصرّح لك بالوصول إلى هذا المورد.',
      application_update_available: 'يتوفر إصدار جديد.',
      offline: 'لا يوجد اتصال. تعذّر جلب البيانات.',
    },
    validation: {
      minLength: 'يجب ألا يقل عن %{min} حرفًا',
      maxLength: 'يجب ألا يزيد عن %{max} حرفًا',
      minValue: 'يجب ألا يقل عن %{min}',
      maxValue: 'يجب ألا يزيد عن %{max}',
      oneOf: 'يجب أن يكون واحدًا من: %{options}',
      regex: 'يجب أن يطابق تنسيقًا محددًا (regexp): %{pattern}',
      unique: 'يجب أن يكون فريدًا',
    },
    saved_queries: {
      label: 'الاستعلامات المحفوظة',
      query_name: 'اسم الاستعلام',
      new_label: 'حفظ الاستعلام الحالي...',
      new_dialog_title: 'حفظ الاستعلام الحالي باسم',
      remove_label: 'إزالة الاستعلام المحفوظ',
      remove_label_with_name: 'إزالة الاستعلام "%{name}"',
      remove_dialog_title: 'إزالة الاستعلام المحفوظ؟',
      remove_message: 'هل أنت متأكد من إزالة هذا العنصر من قائمة استعلاماتك المحفوظة؟',
      help: 'صفِّ القائمة واحفظ هذا الاستعلام لوقت لاحق',
    },
    guesser: {
      empty: {
        title: 'لا توجد بيانات لعرضها',
        message: 'يرجى التحقق من مزوّد البيانات',
      },
    },
    configurable: {
      customize: 'تخصيص',
      configureMode: 'تهيئة هذه الصفحة',
      inspector: {
        title: 'المفتش',
        content: 'مرّر المؤشر فوق عناصر الواجهة لتهيئتها',
        reset: 'إعادة تعيين الإعدادات',
        hideAll: 'إخفاء الكل',
        showAll: 'إظهار الكل',
      },
      Datagrid: {
        title: 'جدول البيانات',
        unlabeled: 'عمود بلا عنوان رقم %{column}',
      },
      SimpleForm: {
        title: 'النموذج',
        unlabeled: 'حقل بلا عنوان رقم %{input}',
      },
      SimpleList: {
        title: 'القائمة',
        primaryText: 'النص الأساسي',
        secondaryText: 'النص الثانوي',
        tertiaryText: 'النص الثالث',
      },
    },
  },
};
