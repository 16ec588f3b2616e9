// Chat groups and support (src/resources/chatgroup, src/chat).
export default {
  chat: {
    support: {
      title: 'الدعم',
      threads: 'محادثات الدعم',
      search: 'بحث',
      status_filter: 'الحالة',
      all: 'الكل',
      status: { open: 'مفتوحة', pending: 'قيد الانتظار', closed: 'مغلقة' },
      no_threads: 'لا توجد محادثات مطابقة.',
      unread:
        'لا رسائل غير مقروءة |||| رسالة واحدة غير مقروءة |||| رسالتان غير مقروءتين |||| %{smart_count} رسائل غير مقروءة |||| %{smart_count} رسالة غير مقروءة |||| %{smart_count} رسالة غير مقروءة',
      assigned_to: 'مسندة إلى %{name}',
      assign_to_me: 'إسناد إليّ',
      close: 'إغلاق',
      reopen: 'إعادة فتح',
      closed_hint: 'هذه المحادثة مغلقة؛ أعد فتحها للرد.',
      pick_thread: 'اختر محادثة لقراءتها.',
      load_failed: 'تعذّر تحميل المحادثة.',
    },
    live: {
      label: 'الاتصال',
      connected: 'مباشر',
      connecting: 'جارٍ الاتصال…',
      unavailable: 'غير متصل — جارٍ إعادة المحاولة',
      offline: 'غير متصل',
    },
    composer: {
      label: 'الرسالة',
      hint: 'Enter للإرسال، وShift+Enter لسطر جديد',
      send: 'إرسال',
    },
    conversation: {
      title: 'المحادثة',
      back: 'العودة إلى مجموعات الدردشة',
      messages: 'الرسائل',
      loading: 'جارٍ تحميل الرسائل…',
      load_failed: 'تعذّر تحميل الرسائل.',
      empty: 'لا توجد رسائل بعد.',
    },
    you: 'أنت',
    picture: 'صورة',
    hidden: 'مخفية',
    // Attachments, announcements, moderation and the menu's unread news (src/chat, src/menu).
    attachment: {
      attach: 'إرفاق صورة',
      attached: 'الصورة المرسلة',
      remove: 'إزالة الصورة',
      from: 'صورة من %{name}',
    },
    announce: {
      sent: 'تم إرسال الرسالة',
      new_message: 'رسالة جديدة من %{name}',
    },
    moderation: {
      title: 'إخفاء هذه الرسالة',
      reason: 'السبب',
      reason_hint: 'يُحفظ مع الرسالة وفي سجل النشاط',
      reason_required: 'اذكر سبب إخفاء هذه الرسالة.',
      hide: 'إخفاء',
      hide_message: 'إخفاء رسالة %{name}',
      hidden_by: 'أخفاها %{name}: %{reason}',
    },
    notify: {
      new_message: 'رسالة دعم جديدة من %{name}',
      open: 'فتح',
      unread:
        'لا رسائل دعم غير مقروءة |||| رسالة دعم واحدة غير مقروءة |||| رسالتا دعم غير مقروءتين |||| %{smart_count} رسائل دعم غير مقروءة |||| %{smart_count} رسالة دعم غير مقروءة |||| %{smart_count} رسالة دعم غير مقروءة',
    },
    group_form: {
      title_create: 'مجموعة دردشة جديدة',
      title_edit: 'تعديل مجموعة الدردشة',
      loading: 'جارٍ تحميل مجموعة الدردشة…',
      sections: { group: 'المجموعة', people: 'الأعضاء والمشرفون' },
      fields: {
        name_en: 'الاسم (بالإنجليزية)',
        name_ar: 'الاسم (بالعربية)',
        program_id: 'البرنامج',
        enabled: 'مفعّلة',
        read_only: 'للقراءة فقط',
        read_only_hint: 'يقرأ الأعضاء، ويكتب مشرفو المجموعة فقط',
        member_ids: 'الأعضاء',
        admin_ids: 'المشرفون الذين يردّون',
        admin_ids_hint: 'يمكنهم الكتابة في المجموعة دون صلاحية تعديل المجموعات',
      },
    },
  },
};
