// Chat groups and support (src/resources/chatgroup, src/chat).
export default {
  chat: {
    live: {
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
