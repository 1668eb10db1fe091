// Runs before the first paint so a saved dark theme or Arabic never flashes the wrong look.
(function () {
  try {
    var root = document.documentElement;
    var theme = localStorage.getItem('theme');
    if (theme !== 'light' && theme !== 'dark') {
      theme = window.matchMedia && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    }
    root.setAttribute('data-mantine-color-scheme', theme);
    var locale = localStorage.getItem('locale');
    if (locale !== 'ar' && locale !== 'en') {
      locale = (navigator.language || 'en').slice(0, 2).toLowerCase() === 'ar' ? 'ar' : 'en';
    }
    root.lang = locale;
    root.dir = locale === 'ar' ? 'rtl' : 'ltr';
  } catch {
    // Storage blocked: the app applies its defaults when it starts.
  }
})();
