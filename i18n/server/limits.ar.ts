// Server messages of the size limits of the library and of exports (Arabic); the same keys as limits.en.ts.
const limits: Record<string, string> = {
  'library.too_deep': 'لا يمكن أن يتجاوز تداخل التصنيفات 10 مستويات.',
  'library.paste_too_large': 'هذا الفرع أكبر من أن يُلصق: يمكن أن ينسخ اللصق 500 تصنيف وعنصر على الأكثر.',
  'jobs.too_many_for_admin':
    'لديك بالفعل 3 عمليات تصدير قيد الانتظار أو التنفيذ. انتظر حتى تنتهي إحداها ثم حاول مرة أخرى.',
  'jobs.queue_full': 'هناك عدد كبير جدًا من عمليات التصدير في الانتظار. حاول مرة أخرى بعد بضع دقائق.',
  'limits.actions': 'طلبات كثيرة جدًا من هذا النوع. حاول مرة أخرى بعد %{wait}.',
};

export default limits;
