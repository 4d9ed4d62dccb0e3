// The ragcite page: the DOM and a small client for the Python worker (worker.js).
//
// All checking runs in the worker; this file only reads the inputs, sends requests and
// shows answers. The report HTML comes from the core's Jinja2 templates (autoescape on)
// and is the only markup inserted with innerHTML; everything built here uses textContent.
//
// Query parameters (for tests and slow machines):
//   ?boot-timeout=MS   how long Python may take to start before the page says so (60000)

import { createCompare } from "./compare.js";
import { attachFileTarget, guardPageDrops } from "./files.js";
import {
  applyTranslations,
  fillLanguageSelect,
  initialLanguage,
  rememberLanguage,
  translator,
} from "./i18n/index.js";
import { copyText, createReportUi } from "./report.js";
import {
  SHARE_WARN_CHARS,
  decodeShare,
  encodeShare,
  forgetShareFragment,
  sharePayload,
  shareUrl,
} from "./share.js";
import { clearInputs, createSaver, loadInputs } from "./storage.js";

const DEFAULT_BOOT_TIMEOUT_MS = 60_000;
const DEBOUNCE_MS = 300;
// A check that runs longer than this is stopped with its worker, which is then restarted:
// the page stays usable whatever the input (a check at Vertex's maximum input takes well
// under a second).
const CHECK_TIMEOUT_MS = 60_000;
const MAX_RESTARTS = 2; // in a row: an input that kills Python every time is not retried forever
const DEFAULT_THRESHOLD = 0.6;

const ui = {
  body: document.body,
  form: document.getElementById("inputs"),
  sources: document.getElementById("sources"),
  answer: document.getElementById("answer"),
  sourcesFormat: document.getElementById("sources-format"),
  answerFormat: document.getElementById("answer-format"),
  threshold: document.getElementById("threshold"),
  answerLanguage: document.getElementById("answer-language"),
  status: document.getElementById("status"),
  report: document.getElementById("report"),
  language: document.getElementById("ui-language"),
  share: document.getElementById("share"),
  shareOutput: document.getElementById("share-output"),
  shareLink: document.getElementById("share-link"),
  clear: document.getElementById("clear"),
};

// The UI language (issue 7): the page's strings come from web/i18n/, the report's
// from the core's catalogs, chosen by the ui_language option of each request.
let language = initialLanguage();
let t = translator(language);
let checker = null; // set once Python is ready
let compare = null; // the Compare tab (compare.js)
let client = null;

// -- worker client -----------------------------------------------------------------------

/**
 * Start the worker and return {request(type, payload) -> Promise, terminate(error)}.
 * Each request gets an id; the worker's {id, type: "result"|"error"} settles it.
 * Progress messages go to onProgress; a worker that dies or is stopped rejects every
 * pending request and calls onFailure once.
 */
function createWorkerClient(url, { onProgress, onFailure }) {
  // The single-file offline copy (web/offline/boot.js) makes its own worker; there this
  // module runs from a blob: URL, against which "worker.js" cannot be resolved.
  const worker =
    globalThis.ragciteOfflineWorker?.() ??
    new Worker(new URL(url, import.meta.url), { type: "module" });
  const pending = new Map();
  let nextId = 1;
  let failed = null;

  function fail(error) {
    if (failed) return;
    failed = error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    onFailure(error);
  }

  worker.onmessage = (event) => {
    const message = event.data;
    if (message.type === "progress") {
      if (message.stage === "failed") fail(new Error(message.detail));
      else onProgress(message);
      return;
    }
    const entry = pending.get(message.id);
    if (!entry) return;
    pending.delete(message.id);
    if (message.type === "result") entry.resolve(JSON.parse(message.response));
    else entry.reject(new Error(message.message));
  };
  // Fires when the worker script or one of its imports cannot be loaded or run.
  worker.onerror = (event) => {
    event.preventDefault();
    fail(new Error(`the worker could not run (${event.message || "a script did not load"})`));
  };

  return {
    request(type, payload = {}) {
      if (failed) return Promise.reject(failed);
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, type, payload });
      });
    },
    terminate(error) {
      worker.terminate();
      fail(error);
    },
    get failed() {
      return failed;
    },
  };
}

// -- small DOM helpers -------------------------------------------------------------------

function setState(state) {
  // booting | ready | pending (an edit waits for the debounce) | checking | failed.
  // Styles use it, and tests wait for "ready": nothing queued, the report is current.
  ui.body.dataset.state = state;
}

function showStatus(text, kind = "info") {
  ui.status.textContent = text;
  ui.status.dataset.kind = kind;
}

function fillSelect(select, pairs) {
  const options = pairs.map(([value, label]) => {
    const option = document.createElement("option");
    option.value = value;
    option.textContent = label;
    return option;
  });
  if (!pairs.some(([value]) => value === "auto")) {
    const auto = document.createElement("option");
    auto.value = "auto";
    auto.textContent = "auto";
    options.unshift(auto);
  }
  select.replaceChildren(...options);
  select.value = "auto";
}

function seconds(ms) {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

function queryNumber(name) {
  const value = Number(new URLSearchParams(location.search).get(name));
  return Number.isFinite(value) && value > 0 ? value : null;
}

// -- report ------------------------------------------------------------------------------

let checksShown = 0;

/** Show a response of the core: {ok, html, ...}. Its html is escaped by Jinja2. */
function showReport(response) {
  if (typeof response.html === "string") {
    ui.report.innerHTML = response.html;
  } else {
    showProblem(t("problem.no_report"), JSON.stringify(response));
  }
  checksShown += 1;
  ui.report.dataset.checks = String(checksShown);
  reportUi.rendered();
}

/** A failure outside the core's reporting (a Python bug, a dead worker), as text. */
function showProblem(title, detail) {
  const box = document.createElement("div");
  box.className = "problem";
  box.setAttribute("role", "alert");
  const heading = document.createElement("h2");
  heading.textContent = title;
  const pre = document.createElement("pre");
  pre.textContent = detail;
  box.append(heading, pre);
  ui.report.replaceChildren(box);
}

// -- checking ----------------------------------------------------------------------------

function readThreshold() {
  const value = ui.threshold.valueAsNumber;
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : DEFAULT_THRESHOLD;
}

/** What the user entered: the state that is saved, shared and checked. */
function readInputs() {
  return {
    sources: ui.sources.value,
    answer: ui.answer.value,
    sources_format: ui.sourcesFormat.value,
    answer_format: ui.answerFormat.value,
    threshold: readThreshold(),
    language: ui.answerLanguage.value,
  };
}

function readRequest() {
  const { sources, answer, ...options } = readInputs();
  return { sources, answer, options: { ...options, ui_language: language } };
}

/**
 * Re-check as the user types. One check is in flight at a time; input that arrives
 * meanwhile triggers one more check when it returns, so results never arrive stale.
 */
function createChecker() {
  let timer = null;
  let inFlight = false;
  let again = false;
  let restarts = 0;

  async function run() {
    clearTimeout(timer);
    timer = null;
    if (inFlight) {
      again = true;
      return;
    }
    inFlight = true;
    setState("checking");
    const began = performance.now();
    const current = client;
    const limit = queryNumber("check-timeout") ?? CHECK_TIMEOUT_MS;
    const watchdog = setTimeout(() => {
      current.terminate(new Error(t("problem.check_timeout", { time: seconds(limit) })));
    }, limit);
    try {
      const response = await current.request("check", readRequest());
      restarts = 0;
      showReport(response);
      const took = Math.round(performance.now() - began);
      if (response.ok) showStatus(t("status.checked", { time: `${took} ms` }));
      else showStatus(t("status.unreadable"), "warning");
      if (checksShown === 1) performance.mark("ragcite:first-report");
    } catch (error) {
      showProblem(t("problem.check_failed"), error.message);
      showStatus(t("status.check_failed"), "error");
      // The worker died (out of memory, a crash, the watchdog): start a new one and
      // check again. The inputs stay in the page and in localStorage meanwhile.
      if (current.failed && restarts < MAX_RESTARTS) {
        restarts += 1;
        client = startClient();
        showStatus(t("status.restarting", { error: error.message }), "warning");
        again = true;
      }
    } finally {
      clearTimeout(watchdog);
      inFlight = false;
      if (again) {
        again = false;
        run();
      } else {
        setState(timer === null ? "ready" : "pending");
      }
    }
  }

  return {
    run,
    schedule() {
      if (!inFlight) setState("pending");
      clearTimeout(timer);
      timer = setTimeout(run, DEBOUNCE_MS);
    },
  };
}

// -- boot --------------------------------------------------------------------------------

const STAGE_TEXT = {
  runtime: (detail) => t("status.runtime", { detail }),
  packages: (detail) => t("status.packages", { detail }),
  import: (detail) => t("status.import", { detail }),
  ready: (detail) => t("status.ready", { detail }),
};

function onProgress({ stage, detail, elapsedMs }) {
  if (stage === "ready") performance.mark("ragcite:python-ready");
  const text = (STAGE_TEXT[stage] ?? ((d) => d))(detail);
  showStatus(`${text} (${seconds(elapsedMs)})`);
}

function onBootFailure(error) {
  if (ui.body.dataset.state !== "booting") return; // a failure after boot shows in the report
  setState("failed");
  showStatus(t("status.boot_failed", { error: error.message }), "error");
}

function startClient() {
  // How many workers this page has started (1 + restarts): shown to tests, like data-checks.
  ui.body.dataset.workers = String(Number(ui.body.dataset.workers ?? 0) + 1);
  return createWorkerClient("worker.js", { onProgress, onFailure: onBootFailure });
}

async function start() {
  setState("booting");
  showStatus(t("status.starting_worker"));
  setUpPageTools();
  const restored = restoreInputs();
  const timeoutMs = queryNumber("boot-timeout") ?? DEFAULT_BOOT_TIMEOUT_MS;
  client = startClient();
  compare = createCompare({
    mount: document.getElementById("compare"),
    checkPanels: [ui.form, ui.status, ui.report],
    request: (type, payload) => client.request(type, payload),
    getT: () => t,
    getLanguage: () => language,
    getOptions: () => ({ threshold: readThreshold(), language: ui.answerLanguage.value }),
  });
  // Pyodide does not reject when the browser refuses to compile WebAssembly (e.g. a
  // CSP without 'wasm-unsafe-eval'): it hangs. So the page stops waiting by itself.
  const timer = setTimeout(() => {
    client.terminate(
      new Error(
        t("status.boot_timeout", { time: seconds(timeoutMs) }),
      ),
    );
  }, timeoutMs);

  let formats;
  let example;
  try {
    [formats, example] = await Promise.all([client.request("formats"), client.request("example")]);
  } catch (error) {
    onBootFailure(error);
    return;
  } finally {
    clearTimeout(timer);
  }

  if (formats.ok) {
    fillSelect(ui.sourcesFormat, formats.sources_formats);
    fillSelect(ui.answerFormat, formats.answer_formats);
  }
  // A share link or the saved paste comes first; the example fills an empty page.
  await restored;
  applyRestoredFormats();
  // Keep anything the visitor already pasted while Python was loading.
  if (example.ok && !ui.sources.value && !ui.answer.value) {
    ui.sources.value = example.sources;
    ui.answer.value = example.answer;
  }
  setState("ready");

  checker = createChecker();
  ui.form.addEventListener("input", () => checker.schedule());
  ui.form.addEventListener("change", () => checker.schedule());
  ui.form.addEventListener("submit", (event) => event.preventDefault());
  await checker.run();
}

// -- report interactions, exports, files, share link, saved paste, language (issue 7) ----

function say(key, params = {}, kind = "info") {
  showStatus(t(key, params), kind);
}

const reportUi = createReportUi(ui.report, {
  exportReport: (format) => client.request("export", { ...readRequest(), format }),
  say,
});

const saver = createSaver(
  readInputs,
  () => say("inputs.not_saved", {}, "warning"),
);

let pendingFormats = null; // formats restored before the format lists exist

function fillInputs(state) {
  if (typeof state.sources === "string") ui.sources.value = state.sources;
  if (typeof state.answer === "string") ui.answer.value = state.answer;
  if (typeof state.threshold === "number") ui.threshold.value = String(state.threshold);
  if ([...ui.answerLanguage.options].some((o) => o.value === state.language)) {
    ui.answerLanguage.value = state.language;
  }
  pendingFormats = { sources: state.sources_format, answer: state.answer_format };
  applyRestoredFormats();
}

function applyRestoredFormats() {
  if (!pendingFormats) return;
  for (const [select, value] of [
    [ui.sourcesFormat, pendingFormats.sources],
    [ui.answerFormat, pendingFormats.answer],
  ]) {
    if (value && [...select.options].some((option) => option.value === value)) {
      select.value = value;
    }
  }
}

/** Inputs from a share link (#v1=...), else the paste saved in this browser. */
async function restoreInputs() {
  const payload = sharePayload();
  if (payload !== null) {
    try {
      fillInputs(await decodeShare(payload));
      say("share.restored");
      return;
    } catch (error) {
      forgetShareFragment();
      say("share.bad", { error: String(error?.message ?? error) }, "warning");
    }
  }
  const saved = loadInputs();
  if (saved) {
    fillInputs(saved);
    say("inputs.restored");
  }
}

function setLanguage(code) {
  language = code;
  t = translator(code);
  applyTranslations(document, t, code);
  if (checker) checker.run(); // the report is rendered by the core in that language
  compare?.languageChanged();
}

function setUpPageTools() {
  fillLanguageSelect(ui.language, language);
  applyTranslations(document, t, language);
  ui.language.addEventListener("change", () => {
    rememberLanguage(ui.language.value);
    setLanguage(ui.language.value);
  });

  for (const [name, textarea] of [["sources", ui.sources], ["answer", ui.answer]]) {
    attachFileTarget({
      textarea,
      button: document.getElementById(`${name}-open`),
      input: document.getElementById(`${name}-file`),
      zone: textarea.closest(".field"),
      onMessage: (key, params, kind) => say(key, params, kind),
    });
  }
  guardPageDrops();

  ui.form.addEventListener("input", () => {
    saver.schedule();
    forgetShareFragment();
    ui.shareOutput.hidden = true;
  });
  ui.form.addEventListener("change", () => saver.schedule());

  ui.clear.addEventListener("click", () => {
    saver.cancel();
    ui.sources.value = "";
    ui.answer.value = "";
    clearInputs();
    forgetShareFragment();
    ui.shareOutput.hidden = true;
    reportUi.close({ restoreFocus: false });
    if (checker) checker.run();
    say("inputs.cleared");
    ui.sources.focus();
  });

  ui.share.addEventListener("click", async () => {
    const payload = await encodeShare(readInputs());
    const link = shareUrl(payload);
    ui.shareLink.value = link;
    ui.shareOutput.hidden = false;
    const long = link.length > SHARE_WARN_CHARS;
    if (long) ui.shareOutput.dataset.long = "";
    else delete ui.shareOutput.dataset.long;
    try {
      await copyText(link);
      if (long) say("share.too_long", { n: link.length.toLocaleString(language) }, "warning");
      else say("share.copied", { n: link.length.toLocaleString(language) });
    } catch {
      ui.shareLink.select();
      say("share.copy_failed", {}, "warning");
    }
  });
}

start();

// After one visit the hosted page works offline: sw.js precaches the build (issue 4).
// Only over http(s); a file:// page and the single-file offline copy have no use for it.
const hosted = /^https?:$/.test(location.protocol) && !globalThis.ragciteOfflineWorker;
if (hosted && "serviceWorker" in navigator) {
  addEventListener("load", () => {
    navigator.serviceWorker.register("sw.js").catch((error) => {
      console.warn(`offline use unavailable: ${error.message}`);
    });
  });
}
