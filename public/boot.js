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

  // A prerendered page lists its modules in <meta name="app-modules"> instead of loading
  // them: its HTML and CSS paint the page, then the app downloads and hydrates it, so the
  // first paint never waits on (or shares the network with) the JavaScript.
  var started = false;
  function startApp() {
    var meta = document.querySelector('meta[name="app-modules"]');
    if (started || !meta) return;
    started = true;
    appendModules(meta.getAttribute('content').split(' '), 0);
  }
  // Entry first; the rest as preloads, a few milliseconds' worth per task so that adding
  // them never blocks the main thread for long.
  function appendModules(modules, from) {
    var until = performance.now() + 4;
    var i = from;
    for (; i < modules.length && (i === from || performance.now() < until); i++) {
      var element = document.createElement(i === 0 ? 'script' : 'link');
      element.crossOrigin = '';
      if (i === 0) {
        element.type = 'module';
        element.src = modules[i];
      } else {
        element.rel = 'modulepreload';
        element.href = modules[i];
      }
      document.head.appendChild(element);
    }
    if (i < modules.length) setTimeout(appendModules, 0, modules, i);
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
