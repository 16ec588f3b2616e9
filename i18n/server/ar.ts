// Server messages in Arabic: the same keys as en.ts.
import modelMessages from './models.ar';
import formMessages from '../../common/messages/forms.ar';
import { keyed } from '../../common/messages/keyed';
import discountMessages from './discounts.ar';
import accessMessages from './access.ar';
import payoutMessages from './payouts.ar';
import subscriptionMessages from './subscriptions.ar';
import settingMessages from './settings.ar';
import limitMessages from './limits.ar';
import viewMessages from './views.ar';

const ar: Record<string, string> = {
  ...modelMessages,
  ...discountMessages,
  ...accessMessages,
  ...payoutMessages,
  ...subscriptionMessages,
  ...settingMessages,
  ...limitMessages,
  ...viewMessages,
  // The forms' rule codes as `forms.<code>` (common/messages: the catalogue the admin reads too).
  ...keyed('forms.', formMessages.rules),
  'errors.server': 'حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى لاحقًا.',
  'errors.route_not_found': 'المسار غير موجود: %{method} %{path}',
  'errors.not_found': 'غير موجود.',
  'errors.bad_request': 'تعذّر فهم الطلب.',
  'errors.json_too_deep': 'بيانات الطلب متداخلة بعمق زائد.',
  'errors.invalid_json': 'محتوى الطلب ليس JSON صالحًا.',
  'errors.body_too_large': 'محتوى الطلب كبير جدًا.',
  'errors.unsupported_media_type': 'نوع المحتوى هذا غير مقبول هنا.',
  'errors.too_many_requests': 'طلبات كثيرة جدًا. يرجى التمهّل.',
  'errors.validation': 'البيانات المُدخلة غير صالحة.',
  'errors.admin_not_built': 'لم يتم بناء لوحة الإدارة بعد.',
  'errors.admin_not_built_hint':
    'شغّل الأمر "npm run build" (أو "npm start" الذي يبني أولًا)، ثم أعد تحميل الصفحة. الواجهة البرمجية متاحة على /api/v1/admin/.',
  'health.unavailable': 'الخدمة غير متاحة: قاعدة البيانات لا تستجيب. يرجى المحاولة مرة أخرى لاحقًا.',

  'validation.required': 'حقل %{field} مطلوب.',
  'validation.unknown_field': 'الحقل %{field} غير مسموح به.',
  'validation.type.string': 'يجب أن يكون حقل %{field} نصًا.',
  'validation.type.number': 'يجب أن يكون حقل %{field} رقمًا.',
  'validation.type.integer': 'يجب أن يكون حقل %{field} عددًا صحيحًا.',
  'validation.type.boolean': 'يجب أن تكون قيمة حقل %{field} صحيحًا أو خطأ.',
  'validation.type.array': 'يجب أن يكون حقل %{field} قائمة.',
  'validation.type.object': 'يجب أن يكون حقل %{field} كائنًا.',
  'validation.type.null': 'يجب أن يكون حقل %{field} فارغًا.',
  'validation.min_length': 'يجب ألا يقل حقل %{field} عن %{limit} حرفًا.',
  'validation.max_length': 'يجب ألا يزيد حقل %{field} عن %{limit} حرفًا.',
  'validation.minimum': 'يجب ألا تقل قيمة حقل %{field} عن %{limit}.',
  'validation.maximum': 'يجب ألا تزيد قيمة حقل %{field} عن %{limit}.',
  'validation.min_items': 'يجب أن يحتوي حقل %{field} على %{limit} عناصر على الأقل.',
  'validation.max_items': 'يجب ألا يحتوي حقل %{field} على أكثر من %{limit} عنصر.',
  'validation.unique_items': 'يحتوي حقل %{field} على قيم مكررة.',
  'validation.enum': 'قيمة %{field} المختارة غير صالحة.',
  'validation.format': 'صيغة حقل %{field} غير صالحة.',
  'validation.invalid': 'حقل %{field} غير صالح.',
  'validation.blank': 'يجب ألا يكون حقل %{field} فارغًا.',
  'validation.email': 'يجب أن يكون البريد الإلكتروني عنوانًا صالحًا.',
  'validation.email_taken': 'البريد الإلكتروني مستخدم من قبل.',
  'validation.password_min': 'يجب ألا تقل كلمة المرور عن %{min} أحرف.',
  'validation.password_confirmation': 'تأكيد كلمة المرور غير مطابق.',
  'validation.current_password_required': 'أدخل كلمة المرور الحالية لتغيير البريد الإلكتروني أو كلمة المرور.',
  'validation.current_password_wrong': 'كلمة المرور الحالية غير صحيحة.',
  'validation.name_taken': 'الاسم مستخدم من قبل.',
  'validation.unknown_permission': 'صلاحية غير معروفة: %{permission}',
  'validation.permission_not_held': 'لا يمكنك منح صلاحية لا تملكها: %{permission}',
  'validation.setting_key':
    'مفتاح الإعداد من 1 إلى 100 حرف: حروف إنجليزية صغيرة أو أرقام أو "_" أو "-" أو "."، ويبدأ بحرف.',

  'fields.email': 'البريد الإلكتروني',
  'fields.password': 'كلمة المرور',
  'fields.password_confirmation': 'تأكيد كلمة المرور',
  'fields.current_password': 'كلمة المرور الحالية',
  'fields.first_name': 'الاسم الأول',
  'fields.last_name': 'اسم العائلة',
  'fields.image': 'الصورة',
  'fields.name': 'الاسم',
  'fields.permissions': 'الصلاحيات',
  'fields.value': 'القيمة',
  'fields.file': 'الملف',
  'fields.body': 'محتوى الطلب',

  'auth.login_success': 'تم تسجيل الدخول بنجاح!',
  'auth.failed': 'بيانات الدخول هذه لا تطابق سجلاتنا.',
  'auth.disabled': 'هذا الحساب معطّل. يرجى التواصل مع أحد المشرفين.',
  // %{wait} is a number of seconds with its plural form (server/http/durations.ts).
  'auth.throttled': 'محاولات تسجيل دخول كثيرة جدًا. حاول مرة أخرى بعد %{wait}.',
  'auth.logged_out': 'تم تسجيل الخروج بنجاح.',
  'auth.unauthenticated': 'يرجى تسجيل الدخول للمتابعة.',
  'auth.session_invalid': 'انتهت جلستك أو لم تعد صالحة. يرجى تسجيل الدخول مرة أخرى.',
  'auth.forbidden': 'ليس لديك صلاحية للقيام بذلك.',

  'profile.updated': 'تم تحديث الملف الشخصي بنجاح.',

  'roles.created': 'تم إنشاء الدور بنجاح.',
  'roles.updated': 'تم تحديث الدور بنجاح.',
  'roles.not_found': 'الدور غير موجود.',
  'roles.super_admin_locked': 'لا يمكن إعادة تسمية دور المشرف العام (Super Admin) أو سحب صلاحياته.',

  'settings.saved': 'تم حفظ الإعداد بنجاح.',

  'uploads.stored': 'تم رفع الملف بنجاح.',
  'uploads.file_required': 'اختر ملف صورة لرفعه.',
  'uploads.unsupported_type': 'تُقبل صور PNG وJPEG وGIF وWebP فقط.',
  'uploads.too_large': 'الملف كبير جدًا. الحد الأقصى %{megabytes} ميغابايت.',
  'uploads.multipart_required': 'أرسل الملف بصيغة multipart/form-data.',
  'uploads.too_many_parts': 'يحتوي النموذج على ملفات أو حقول كثيرة جدًا.',
  'uploads.too_many_pixels': 'الصورة كبيرة جدًا. الحد الأقصى %{megapixels} ميغابكسل و%{side} بكسل لكل ضلع.',

  // Session pages: sign-up, forgot/reset password, lock screen (server/routes/session.ts).
  'session.sign_up_disabled': 'إنشاء الحسابات متوقف. اطلب من أحد المشرفين إنشاء حساب لك.',
  'session.signed_up': 'تم إنشاء حسابك. يجب أن يمنحك مشرف عام دورًا قبل أن تتمكن من استخدام ما هو أكثر من لوحة التحكم.',
  'session.throttled': 'محاولات كثيرة جدًا. حاول مرة أخرى بعد %{wait}.',
  'session.reset_link_sent': 'إذا كان هناك حساب بهذا البريد الإلكتروني، فقد أُرسل إليه رابط لإعادة تعيين كلمة المرور.',
  'session.reset_done': 'تمت إعادة تعيين كلمة المرور. سجّل الدخول بكلمة المرور الجديدة.',
  'session.reset_invalid': 'رابط إعادة تعيين كلمة المرور هذا غير صالح. اطلب رابطًا جديدًا.',
  'session.reset_used': 'تم استخدام رابط إعادة تعيين كلمة المرور هذا من قبل. اطلب رابطًا جديدًا.',
  'session.reset_expired': 'انتهت صلاحية رابط إعادة تعيين كلمة المرور هذا. اطلب رابطًا جديدًا.',
  'session.unlocked': 'مرحبًا بعودتك.',
  'session.unlock_failed': 'كلمة المرور غير صحيحة.',
  'fields.token': 'رمز إعادة التعيين',
  // The forms' routes; their rule codes are `forms.<code>` from common/messages (above).
  'forms.id_mismatch': 'المعرّف لا يطابق العنصر الجاري تعديله.',
  // The exercise and round library (server/routes/exercise-library.ts, round-library.ts).
  'library.category_not_found': 'لم يتم العثور على هذا التصنيف.',
  'library.parent_not_found': 'لم يتم العثور على التصنيف الأصل.',
  'library.into_itself': 'لا يمكن وضع التصنيف داخل نفسه أو داخل أحد تصنيفاته الفرعية.',
  'library.name_required': 'أدخل اسمًا.',
  'library.image_invalid': 'ارفع الصورة أولًا ثم اخترها.',
  'library.category_created': 'تم إنشاء التصنيف.',
  'library.category_updated': 'تم حفظ التصنيف.',
  'library.category_deleted': 'تم حذف التصنيف.',
  'library.category_not_empty': 'هذا التصنيف ليس فارغًا. احذفه مع نقل محتوياته إلى التصنيف الأصل، أو أفرغه أولًا.',
  'library.category_holds': 'ما زال يحتوي على تصنيفات فرعية أو عناصر.',
  'library.no_parent_to_move_to':
    'هذا التصنيف في المستوى الأعلى ويحتوي على عناصر وليس له أصل تُنقل إليه. انقلها إلى تصنيف آخر أولًا.',
  'library.attached_not_found': 'لم يتم العثور على هذا التمرين المرفق.',
  'library.one_container': 'حدد تصنيفًا أو جولة، وليس كليهما.',
  'library.not_found_here': 'لم يتم العثور على هذا العنصر أو أنه في سلة المحذوفات.',
  'library.attached_in_round': 'التمرين داخل الجولة يُنقل ضمن جولته.',
  'library.attached_created': 'تم إرفاق التمرين.',
  'library.attached_updated': 'تم حفظ التمرين المرفق.',
  'library.attached_deleted': 'تمت إزالة التمرين المرفق.',
  'library.round_not_found': 'لم يتم العثور على هذه الجولة.',
  'library.round_deleted': 'تم حذف الجولة.',
  'library.pasted': 'تم اللصق.',
  // Chat groups and support threads (server/routes/chat.ts, support-chat.ts, broadcasting.ts).
  'chat.message_required': 'اكتب رسالة أو أرفق صورة.',
  'chat.message_too_long': 'لا يجوز أن تزيد الرسالة على %{max} حرف.',
  'chat.image_invalid': 'يجب أن تكون الصورة ملفًا مرفوعًا عبر طلب الرفع.',
  'chat.image_not_uploaded': 'لم تُعثر على الصورة بين الملفات التي رفعتها. ارفعها أولًا.',
  'chat.limit_too_large': 'لا يمكن قراءة أكثر من 100 عنصر في المرة الواحدة.',
  'chat.before_and_after': 'أرسل before أو after وليس كليهما.',
  'chat.group_not_found': 'مجموعة الدردشة هذه غير موجودة.',
  'chat.group_disabled': 'مجموعة الدردشة هذه معطّلة؛ فعّلها قبل الكتابة فيها.',
  'chat.not_group_admin': 'لا يكتب في هذه المجموعة إلا مشرفوها أو من يملك صلاحية تعديل مجموعات الدردشة.',
  'support.thread_not_found': 'محادثة الدعم هذه غير موجودة.',
  'support.thread_closed': 'هذه المحادثة مغلقة؛ أعد فتحها قبل الرد.',
  'realtime.channel_forbidden': 'لا يحق لك الاستماع إلى هذه القناة.',
  'realtime.bad_socket': 'معرّف الاتصال غير صالح.',
  'realtime.socket_unknown': 'لا يوجد اتصال مباشر بمعرّف الاتصال هذا.',
  'realtime.origin_forbidden': 'لا تُرسل الأحداث المباشرة إلى هذا المصدر.',
  // البرامج والبرامج الغذائية والبرامج الفرعية.
  'programs.has_subscribers': 'لهذا البرنامج مشتركون ولا يمكن حذفه. عطّله بدلًا من ذلك.',
  'diet_programs.duplicated': 'تم نسخ البرنامج الغذائي. النسخة معطّلة حتى تفعّلها.',
  'subprograms.generated': 'تم إنشاء أيام البرنامج الفرعي.',
  'subprograms.generate_would_replace':
    'لهذا البرنامج الفرعي أيام مخططة بالفعل. الإنشاء من جديد يستبدلها؛ أكّد للمتابعة.',
  'subprograms.plan_saved': 'تم حفظ الخطة.',
  'subprograms.plan_conflict': 'حفظ شخص آخر هذا البرنامج الفرعي بعد أن فتحته. أعد تحميله لترى تغييراته؛ مسودتك محفوظة.',
  'subprograms.duplicate_day': 'يومان لهما المفتاح نفسه.',
  'subprograms.duplicate_item': 'هذا العنصر موجود بالفعل في اليوم.',
  'subprograms.missing_exercise': 'لا يوجد في المكتبة تمرين برقم %{id}.',
  'subprograms.missing_category': 'لا توجد في المكتبة فئة تمارين برقم %{id}.',
  'subprograms.missing_round': 'لا توجد في المكتبة جولة برقم %{id}.',
  // أسئلة ما قبل الاشتراك والتوصيات.
  'recommendations.stored': 'تم حفظ التوصية.',
  'recommendations.unknown_question': 'اختر سؤالًا من أسئلة ما قبل الاشتراك ذا اختيار واحد أو متعدد.',
  'recommendations.unknown_answer': 'اختر إجابات يتيحها السؤال.',
  'recommendations.repeated_question': 'لهذا السؤال قاعدة بالفعل: ضع كل إجاباته في تلك القاعدة.',
  'recommendations.not_found': 'لم يتم العثور على هذه التوصية.',
  // Export jobs (server/routes/jobs.ts).
  'jobs.export_started': 'يجري تجهيز التصدير. سيكون الملف جاهزًا للتنزيل هنا بعد قليل.',
  'jobs.invalid_job': 'يجب أن تكون قيمة "job" صحيحة أو خاطئة (true أو false).',
  'jobs.not_found': 'لم يُعثر على هذا التصدير.',
  'jobs.not_ready': 'ملف التصدير غير جاهز بعد.',
  'jobs.expired': 'انتهت صلاحية ملف التصدير هذا. صدّر القائمة مرة أخرى.',
  'jobs.failed': 'فشل هذا التصدير. صدّر القائمة مرة أخرى.',
  // Chat moderation (server/routes/chat-moderation.ts).
  'chat.message_not_found': 'لم يتم العثور على هذه الرسالة.',
  'chat.may_not_hide': 'لا يخفي رسائل هذه المحادثة إلا من يمكنه الكتابة فيها.',
  'chat.already_hidden': 'هذه الرسالة مخفية بالفعل.',
  'chat.reason_required': 'اذكر سبب إخفاء هذه الرسالة.',
  'chat.reason_too_long': 'لا يجوز أن يزيد السبب على %{max} حرف.',
  'chat.message_hidden': 'تم إخفاء الرسالة.',
  'settings.invalid_choice': 'اختر أحد خيارات هذا الإعداد.',
  // Diet programme meals (POST diet-programs/{id}/meals).
  'diet_programs.meals_saved': 'تم حفظ الوجبات.',
  // Walkthrough order (POST Walkthrough/reorder).
  'walkthrough.reordered': 'تم ترتيب الشرائح.',
  'walkthrough.order_changed': 'تغيّرت الشرائح منذ فتحتها. أعد التحميل لتراها ثم رتّبها من جديد.',
  // Maps (server/settings/map.ts).
  'settings.invalid_tile_url':
    'يجب أن يبدأ عنوان المربعات بـ https:// وأن يحتوي على {z} و{x} و{y}، أو اتركه فارغًا لإيقاف الخريطة.',

  'two_factor.code_needed': 'أدخل الرمز من تطبيق المصادقة.',
  'two_factor.wrong_code': 'هذا الرمز غير صحيح. تحقّق من الوقت على جهازك وحاول مرة أخرى.',
  'two_factor.challenge_invalid': 'انتهت صلاحية تسجيل الدخول هذا. يرجى تسجيل الدخول مرة أخرى.',
  'two_factor.already_on': 'التحقق بخطوتين مفعّل بالفعل.',
  'two_factor.not_set_up': 'أعدّ التحقق بخطوتين أولًا.',
  'two_factor.not_on': 'التحقق بخطوتين غير مفعّل.',
  'two_factor.set_up': 'أضف هذا المفتاح السري إلى تطبيق المصادقة، ثم أكّد برمز.',
  'two_factor.enabled': 'تم تفعيل التحقق بخطوتين. احفظ رموز الاسترداد في مكان آمن.',
  'two_factor.disabled': 'تم إيقاف التحقق بخطوتين.',
};

export default ar;
