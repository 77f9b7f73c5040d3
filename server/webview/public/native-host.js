// The native-host simulator's script: plain browser JavaScript served from a file (the CSP
// allows no inline script). It plays the native app around the webview: it watches the
// framed document for the hidden iframes whose src starts with kowhaibank:// (that is how
// the page sends commands), logs them, and answers through the page's one entry point, a
// postMessage to its own origin (see contract/native.ts and architecture.md).
'use strict';

(function nativeHost() {
  const SCHEME = 'kowhaibank://';
  const MESSAGE = 'kowhaibank:';
  const BAD_TOKEN = 'not-a-valid-refresh-token';
  const frame = document.getElementById('webview');
  const form = document.getElementById('host-form');
  const log = document.getElementById('command-log');
  const statusLine = document.getElementById('host-status');
  /** Every command seen, with its full payload (tests read it; the log shows it shortened). */
  const commands = [];
  window.nativeHostCommands = commands;
  let settings = readSettings();
  let watched = null;
  let observer = null;

  function readSettings() {
    const data = new FormData(form);
    return {
      platform: data.get('platform'), path: String(data.get('path') || '/online/dashboard'),
      token: data.get('token'), customer: data.get('customer'), download: data.get('download'),
    };
  }

  function say(text) { statusLine.textContent = text; }

  function post(message) {
    frame.contentWindow.postMessage({ v: 1, ...message, type: MESSAGE + message.type }, window.location.origin);
  }

  async function answerTokenRequest() {
    if (settings.token === 'none') return say('The token request goes unanswered: the app gives up after 5 s.');
    if (settings.token === 'bad') {
      post({ type: 'token', customerNumber: settings.customer, refreshToken: BAD_TOKEN });
      return say('Answered the token request with a bad token.');
    }
    const response = await fetch('/dev/native-token', {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ customerNumber: settings.customer }),
    });
    if (!response.ok) return say(`Could not log ${settings.customer} in (${response.status}).`);
    const token = await response.json();
    post({ type: 'token', customerNumber: token.customerNumber, refreshToken: token.refreshToken });
    return say(`Answered the token request for customer ${token.customerNumber}.`);
  }

  function saveLink(payload) {
    const bytes = Uint8Array.from(atob(payload.base64), (c) => c.charCodeAt(0));
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([bytes], { type: payload.mimeType }));
    link.download = payload.fileName;
    link.textContent = `Save ${payload.fileName} (${bytes.length} bytes)`;
    return link;
  }

  function answerDownload(payload, entry) {
    if (settings.download === 'none') return say(`Not answering the download of ${payload.fileName}: the app gives up after 60 s.`);
    const ok = settings.download === 'saved';
    if (ok) entry.append(saveLink(payload));
    post({ type: 'download-result', fileName: payload.fileName, ok });
    return say(ok ? `Saved ${payload.fileName}.` : `Told the app ${payload.fileName} could not be saved.`);
  }

  const REACTIONS = {
    close: () => say('close: the native app closes the webview.'),
    timeout: () => say('timeout: the native app shows its session time-out screen.'),
    link: (p) => say(`link: the native app opens ${p.url}.`),
    complete: (p) => say(`complete: the ${p.journey} journey finished (reference ${p.reference}).`),
    error: (p) => say(`error ${p.code}: ${p.message}`),
    ready: (p) => (p.request === 'token' ? answerTokenRequest() : say('ready: the page has loaded.')),
    download: answerDownload,
  };

  function shown(payload) {
    const copy = { ...payload };
    if (copy.base64 && copy.base64.length > 60) copy.base64 = `${copy.base64.slice(0, 60)}… (${copy.base64.length} characters)`;
    return JSON.stringify(copy, null, 1);
  }

  function record(url) {
    const parsed = new URL(url);
    const command = parsed.hostname || parsed.pathname.replace(/^\/+/, '');
    const payload = Object.fromEntries(parsed.searchParams);
    commands.push({ command, payload, at: Date.now() });
    const entry = document.createElement('li');
    entry.dataset.command = command;
    const time = document.createElement('time');
    time.textContent = new Date().toLocaleTimeString('en-NZ', { hour12: false });
    const name = document.createElement('code');
    name.textContent = command;
    const body = document.createElement('pre');
    body.textContent = shown(payload);
    entry.append(time, name, body);
    log.append(entry);
    const react = REACTIONS[command];
    if (react) Promise.resolve(react(payload, entry)).catch((error) => say(`The simulator failed: ${error.message}`));
    else say(`Unknown command ${command}.`);
  }

  function scan(node) {
    if (node.nodeName === 'IFRAME' && node.getAttribute('src')?.startsWith(SCHEME)) record(node.getAttribute('src'));
    if (node.querySelectorAll) node.querySelectorAll('iframe[src^="kowhaibank://"]').forEach((f) => record(f.getAttribute('src')));
  }

  // A new document appears in the frame on every full load; the app asks for its token while
  // its first screen renders, before the frame's load event, so the frame is checked often.
  function watchFrame() {
    const doc = frame.contentDocument;
    if (!doc || doc === watched || doc.URL === 'about:blank') return;
    watched = doc;
    if (observer) observer.disconnect();
    observer = new MutationObserver((mutations) => mutations.forEach((m) => m.addedNodes.forEach(scan)));
    observer.observe(doc, { childList: true, subtree: true });
  }
  setInterval(watchFrame, 5);

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    settings = readSettings();
    const url = new URL(settings.path, window.location.origin);
    url.searchParams.set('native-app', settings.platform);
    say(`Opening ${url.pathname} as the ${settings.platform === 'ios' ? 'iOS' : 'Android'} app.`);
    frame.src = url.pathname + url.search;
  });
  form.addEventListener('change', () => { settings = readSettings(); });
  document.getElementById('clear-log').addEventListener('click', () => { log.replaceChildren(); commands.length = 0; });
}());
