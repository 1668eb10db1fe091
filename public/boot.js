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
    if (locale === 'ar' || locale === 'en') {
      // Users who chose before the cookie existed: the server answers / in their language next time.
      document.cookie = 'locale=' + locale + '; Path=/; Max-Age=31536000; SameSite=Lax';
    } else {
      locale = (navigator.language || 'en').slice(0, 2).toLowerCase() === 'ar' ? 'ar' : 'en';
    }
    root.lang = locale;
    root.dir = locale === 'ar' ? 'rtl' : 'ltr';
    // The landing page is pre-rendered for a signed-out visitor: in the other language (no
    // cookie yet) or for a signed-in user it stays hidden until the app has rendered anew.
    var style = document.createElement('style');
    style.textContent =
      (localStorage.getItem('accessToken')
        ? '#root[data-prerendered]'
        : '#root[data-prerendered]:not([data-prerendered="' + locale + '"])') +
      '{visibility:hidden}';
    document.head.appendChild(style);
  } catch {
    // Storage blocked: the app applies its defaults when it starts.
  }
})();

// A pre-rendered page shows its buttons before the app's scripts have run: a tap on one then
// would do nothing. Such taps are held here and replayed once the app has taken the page over
// (src/app/start/first-screen.ts); links need no script and go through at once.
(function () {
  var held = [];
  window.__heldClicks = held;
  document.addEventListener(
    'click',
    function (event) {
      if (window.__heldClicks !== held) return;
      var target = event.target;
      var button = target && target.closest ? target.closest('button, [role="button"]') : null;
      if (!button) return;
      event.preventDefault();
      event.stopPropagation();
      if (held.indexOf(button) === -1) held.push(button);
    },
    true,
  );
})();

// The pre-rendered landing page names the app's scripts instead of loading them
// (scripts/vite/defer-to-first-paint.ts): they are asked for once the page has painted.
(function () {
  var root = document.documentElement;
  var entry = root.getAttribute('data-start-after-paint');
  if (!entry) return;
  var preloads = (root.getAttribute('data-preload-after-paint') || '').split(' ');
  function start() {
    preloads.forEach(function (href) {
      if (!href) return;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  // After the frame that first shows the page; a hidden tab paints no frame, so it starts then.
  if (document.visibilityState === 'hidden') {
    setTimeout(start, 0);
  } else {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
})();
