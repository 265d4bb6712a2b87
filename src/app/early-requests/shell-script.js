// The SPA shell's first script: scripts/prerender.ts writes it at the top of spa.html's
// <head>, called with the table recorded from the screens' prefetch modules (record.ts), and
// the CSP allows it by its hash. Before any module has run, it sends the screen's first data
// requests (the workspaces, the shell's, the screen's), as the app would send them, leaving
// them for the app's fetch to adopt (src/lib/early-requests.ts), then preloads the screen's
// modules (the app-screen-modules element above it: what its first queries need, and its
// view). No request is sent offline, without a stored session, or with one that expires
// within the margin (supabase-js refreshes it first; the app then asks itself). The screen's
// own queries need the current workspace (remembered for the user by the app) and an address
// without a query string, whose filters only the app reads.
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the build calls it with its table
function earlyRequests(table) {
  try {
    sendRequests();
  } catch {
    // Whatever went wrong, the app asks for its data itself.
  }
  // After the requests, so that on HTTP/1.1's few connections they do not queue behind the code.
  try {
    preloadModules();
  } catch {
    // The modules then load level by level, as the entry imports them.
  }

  function sendRequests() {
    if (navigator.onLine === false) return;
    var screen = null;
    for (var i = 0; i < table.screens.length && !screen; i++) {
      var match = new RegExp(table.screens[i][0]).exec(location.pathname);
      if (match)
        screen = { params: table.screens[i][1], found: match.slice(1), requests: table.screens[i][2] };
    }
    var session = screen && storedSession();
    if (!session) return;
    var now = new Date();
    var values = {
      user: session.user.id,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
      today: now.getFullYear() + '-' + pad(now.getMonth() + 1) + '-' + pad(now.getDate()),
    };
    var remembered = JSON.parse(localStorage.getItem(table.workspaceKey) || 'null');
    if (remembered && remembered.userId === values.user) values.workspace = remembered.workspaceId;
    for (var p = 0; p < screen.params.length; p++)
      values[screen.params[p]] = decodeURIComponent(screen.found[p]);
    var templates = table.common.concat(location.search ? [] : screen.requests);
    var requests = [];
    for (var t = 0; t < templates.length; t++) {
      var request = fill(templates[t], values, session.access_token);
      if (!request) continue;
      request.response = fetch(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
      });
      // Not adopted, a failure is nobody's: the app asks again and reports its own.
      request.response.catch(function () {});
      requests.push(request);
    }
    window[table.global] = {
      address: location.pathname + location.search,
      at: performance.now(),
      requests: requests,
    };
  }

  // The screen's whole module graph, so that it comes in one wave with the entry instead of
  // one level of imports after another.
  function preloadModules() {
    var element = document.querySelector('meta[name="app-screen-modules"]');
    var screens = element ? JSON.parse(element.getAttribute('content')) : [];
    for (var s = 0; s < screens.length; s++) {
      if (!new RegExp(screens[s][0]).test(location.pathname)) continue;
      var urls = screens[s][1].concat(screens[s][2]);
      for (var u = 0; u < urls.length; u++) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = urls[u];
        document.head.appendChild(link);
      }
      return;
    }
  }

  function storedSession() {
    var keys = Object.keys(localStorage);
    for (var k = 0; k < keys.length; k++) {
      if (!new RegExp(table.sessionKey).test(keys[k])) continue;
      var stored = JSON.parse(localStorage.getItem(keys[k]));
      var valid =
        stored &&
        typeof stored.access_token === 'string' &&
        stored.user &&
        typeof stored.user.id === 'string' &&
        typeof stored.expires_at === 'number' &&
        stored.expires_at * 1000 > Date.now() + table.marginMs;
      return valid ? stored : null;
    }
    return null;
  }

  function pad(number) {
    return (number < 10 ? '0' : '') + number;
  }

  // The template with its {{placeholders}} filled in; null when one has no value (no workspace).
  function fill(template, values, token) {
    var missing = false;
    var put = function (text, escape) {
      return text.replace(/\{\{(\w+)\}\}/g, function (_, name) {
        if (typeof values[name] !== 'string') missing = true;
        return escape ? escape(values[name]) : values[name];
      });
    };
    var url = new URL(put(template.path), (table.api || location.origin) + '/');
    for (var q = 0; q < template.query.length; q++)
      url.searchParams.append(template.query[q][0], put(template.query[q][1]));
    var headers = { apikey: table.apiKey, authorization: 'Bearer ' + token };
    for (var name in template.headers) headers[name] = put(template.headers[name]);
    var body = template.body === undefined ? undefined : put(template.body, jsonText);
    return missing ? null : { method: template.method, url: url.href, headers: headers, body: body };
  }

  function jsonText(value) {
    return JSON.stringify(String(value)).slice(1, -1);
  }
}
