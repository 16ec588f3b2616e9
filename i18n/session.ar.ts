// The session pages' messages (Arabic): sign-up, forgot/reset password, lock screen, external sign-in.
// Same keys as session.en.ts; tests/i18n/admin-messages.test.ts checks it.
export default {
  session: {
    fields: {
      first_name: 'الاسم الأول',
      last_name: 'اسم العائلة',
      email: 'البريد الإلكتروني',
      password: 'كلمة المرور',
      password_confirmation: 'تأكيد كلمة المرور',
      new_password: 'كلمة المرور الجديدة',
      new_password_confirmation: 'تأكيد كلمة المرور الجديدة',
    },
    validation: {
      password_mismatch: 'كلمتا المرور غير متطابقتين.',
    },
    back_to_login: 'العودة إلى تسجيل الدخول',
    login_links: {
      forgot_password: 'هل نسيت كلمة المرور؟',
      no_account: 'ليس لديك حساب بعد؟',
      sign_up: 'إنشاء حساب',
      or: 'أو',
    },
    sign_up: {
      title: 'إنشاء حساب',
      heading: 'أنشئ حسابك',
      intro: 'بعد التسجيل يمنح مشرف عام حسابك دورًا. وحتى ذلك الحين لا ترى سوى لوحة التحكم.',
      submit: 'إنشاء الحساب',
      submitting: 'جارٍ إنشاء حسابك…',
      done: 'تم إنشاء الحساب',
      have_account: 'لديك حساب بالفعل؟',
      sign_in: 'تسجيل الدخول',
      turned_off: 'إنشاء الحسابات متوقف. اطلب من أحد المشرفين إنشاء حساب لك.',
    },
    forgot_password: {
      title: 'نسيت كلمة المرور',
      heading: 'هل نسيت كلمة المرور؟',
      intro: 'أدخل البريد الإلكتروني لحسابك وسنرسل إليك رابطًا لاختيار كلمة مرور جديدة.',
      submit: 'إرسال رابط إعادة التعيين',
      submitting: 'جارٍ الإرسال…',
      sent: 'تحقّق من بريدك الإلكتروني',
    },
    reset_password: {
      title: 'إعادة تعيين كلمة المرور',
      heading: 'اختر كلمة مرور جديدة',
      intro: 'للحساب %{email}. استخدم 8 أحرف على الأقل.',
      submit: 'حفظ كلمة المرور الجديدة',
      submitting: 'جارٍ الحفظ…',
      incomplete: 'رابط إعادة التعيين هذا غير مكتمل. افتح الرابط من بريدك الإلكتروني مرة أخرى، أو اطلب رابطًا جديدًا.',
      request_new: 'طلب رابط جديد',
    },
    lock_screen: {
      title: 'الشاشة مقفلة',
      heading: 'الشاشة مقفلة',
      intro: 'أدخل كلمة المرور للمتابعة من حيث توقفت.',
      avatar: 'صورة %{name}',
      submit: 'فتح القفل',
      submitting: 'جارٍ فتح القفل…',
      switch_account: 'تسجيل الدخول بحساب آخر',
    },
    oidc: {
      sign_in: 'تسجيل الدخول بحساب شركتك',
      signing_in: 'جارٍ تسجيل دخولك…',
      callback_error: 'خطأ: %{error}. راجع وحدة التحكم (console) لمزيد من التفاصيل.',
    },
    brand: {
      name: 'فتنس أدمن',
      tagline: 'برامج اللياقة والتغذية، تُدار من مكان واحد',
    },
  },
};
