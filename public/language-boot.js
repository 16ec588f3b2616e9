// Runs before the bundle: sets <html lang dir> from the stored language (kept external so the CSP needs no inline script).
(() => {
  var language = 'en';
  try {
    language = localStorage.getItem('language') === 'ar' ? 'ar' : 'en';
  } catch (e) {
    /* storage blocked */
  }
  document.documentElement.lang = language;
  document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';
})();
