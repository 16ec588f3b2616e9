// شريط أدوات محرر النص المنسق (يقرأ ra-input-rich-text رسائل ra.tiptap.* في react-admin).
export default {
  ra: {
    tiptap: {
      toolbar: 'تنسيق النص: %{label}',
      format: 'نمط الأحرف',
      align: 'المحاذاة',
      lists: 'القوائم',
      bold: 'عريض',
      italic: 'مائل',
      underline: 'تسطير',
      strike: 'يتوسطه خط',
      code: 'شيفرة',
      align_left: 'محاذاة لليسار',
      align_right: 'محاذاة لليمين',
      align_center: 'توسيط',
      align_justify: 'ضبط',
      list_bulleted: 'قائمة نقطية',
      list_numbered: 'قائمة مرقمة',
      blockquote: 'اقتباس',
      clear_format: 'مسح التنسيق',
    },
  },
};
