// Runs in <head>, before the page paints. An external file, so the CSP needs no inline script.
(function () {
  // The theme class, set before the first paint so the wrong theme never flashes.
  var stored = null;
  try {
    stored = localStorage.getItem('theme');
  } catch (e) {}
  var theme = stored === 'light' || stored === 'dark' ? stored : 'system';
  var dark =
    theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.add(dark ? 'dark' : 'light');
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';

  // Chromium's offer to install the app can come before the app's code has loaded: held here
  // for the account menu's 'Install app' (src/lib/install-prompt.ts).
  window.addEventListener('beforeinstallprompt', function (event) {
    event.preventDefault();
    window.__heldInstallPrompt = event;
  });

  // A prerendered page inlines the rules it uses and lists its stylesheet and modules in
  // <meta> elements instead of loading them: its HTML alone paints it, then the app
  // downloads and hydrates it, so the first paint never waits on (or shares the network
  // with) the JavaScript.
  var started = false;
  function startApp() {
    var modules = document.querySelector('meta[name="app-modules"]');
    if (started || !modules) return;
    started = true;
    var urls = modules.getAttribute('content').split(' ');
    var stylesheet = document.querySelector('meta[name="app-stylesheet"]');
    // The app runs once the class rules apply, so that nothing it renders is unstyled.
    var runEntry = function () {
      append('script', { type: 'module', crossOrigin: '', src: urls[0] });
    };
    if (stylesheet) {
      var link = append('link', { rel: 'stylesheet', href: stylesheet.getAttribute('content') });
      link.addEventListener('load', runEntry);
      link.addEventListener('error', runEntry);
    }
    preload(urls, 0);
    if (!stylesheet) runEntry();
  }
  function append(tag, properties) {
    var element = document.createElement(tag);
    for (var name in properties) element[name] = properties[name];
    return document.head.appendChild(element);
  }
  // A few milliseconds' worth per task, so that adding them never blocks the main thread for long.
  function preload(urls, from) {
    var until = performance.now() + 4;
    var i = from;
    for (; i < urls.length && (i === from || performance.now() < until); i++) {
      append('link', { rel: 'modulepreload', crossOrigin: '', href: urls[i] });
    }
    if (i < urls.length) setTimeout(preload, 0, urls, i);
  }
  var observes =
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
  if (observes) {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      startApp();
    }).observe({ type: 'paint', buffered: true });
  }
  // A page that never paints (a background tab) or a browser without paint timing still starts.
  window.addEventListener('load', function () {
    setTimeout(startApp, observes ? 2000 : 0);
  });
})();
