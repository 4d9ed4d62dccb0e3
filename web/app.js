// The ragcite page: the DOM and a small client for the Python worker (worker.js).
//
// All checking runs in the worker; this file only reads the inputs, sends requests and
// shows answers. The report HTML comes from the core's Jinja2 templates (autoescape on)
// and is the only markup inserted with innerHTML; everything built here uses textContent.
//
// Query parameters (for tests and slow machines):
//   ?boot-timeout=MS   how long Python may take to start before the page says so (60000)

import { createCompare } from "./compare.js";
import { attachFileTarget, guardPageDrops, setFileLimit } from "./files.js";
import { attachFold } from "./fold.js";
import {
  applyTranslations,
  fillLanguageSelect,
  labelOption,
  initialLanguage,
  pageLanguages,
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
// A check that has not answered after this long says "checking…" (a large input).
const CHECKING_NOTE_MS = 200;
// A check that runs longer than this is stopped with its worker, which is then restarted:
// the page stays usable whatever the input (a check at Vertex's maximum input takes well
// under a second).
const CHECK_TIMEOUT_MS = 60_000;
const MAX_RESTARTS = 2; // in a row: an input that kills Python every time is not retried forever
// A check still running after this shows its elapsed time and a Cancel button (issue 11):
// the main thread only updates a counter, Python runs in the worker.
const PROGRESS_AFTER_MS = 400;
const PROGRESS_EVERY_MS = 250;

const ui = {
  body: document.body,
  form: document.getElementById("inputs"),
  sources: document.getElementById("sources"),
  answer: document.getElementById("answer"),
  sourcesFormat: document.getElementById("sources-format"),
  answerFormat: document.getElementById("answer-format"),
  status: document.getElementById("status"),
  progress: document.getElementById("progress"),
  progressText: document.getElementById("progress-text"),
  cancel: document.getElementById("cancel"),
  report: document.getElementById("report"),
  language: document.getElementById("ui-language"),
  share: document.getElementById("share"),
  shareOutput: document.getElementById("share-output"),
  shareLink: document.getElementById("share-link"),
  clear: document.getElementById("clear"),
  examples: document.getElementById("examples"),
};
// A text of megabytes is shown folded (fold.js): laying it out in its textarea held the
// page's main thread, and the worker's reply with it, for hundreds of milliseconds.
const folds = [attachFold(ui.sources), attachFold(ui.answer)];
const syncFolds = (event = null) => folds.forEach((fold) => fold.sync(event));
// Before any other input handler, for every box: a script may set one box's value and
// send the input event from the other (bench/boot.py does).
ui.form.addEventListener("input", syncFolds, { capture: true });

// The UI language (issue 7): the page's strings come from web/i18n/, the report's
// from the core's catalogs, chosen by the ui_language of each request.
let language = initialLanguage();
let t = translator(language);
let checker = null; // set once Python is ready
let compare = null; // the Compare tab (compare.js)
let client = null;
// What the core says about its inputs (the "formats" reply): the form's fields with their
// defaults and bounds, the UI languages, the size limit. Nothing of it is written here.
let contract = null;

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
    // A stopped worker's messages may still be queued: they must not change the page (its
    // late "progress" would overwrite the error that says why it was stopped).
    if (failed) return;
    const message = event.data;
    if (message.type === "progress") {
      if (message.stage === "failed") fail(new Error(message.detail));
      else onProgress(message);
      return;
    }
    if (message.sent) {
      const start = Math.min(message.sent - performance.timeOrigin, performance.now());
      performance.measure("ragcite:reply-wait", { start, end: performance.now() });
    }
    const entry = pending.get(message.id);
    if (!entry) return;
    pending.delete(message.id);
    if (message.type === "result") {
      const reply = JSON.parse(message.response);
      if (reply.html_follows) reply.html = message.html; // sent apart from the JSON (worker.js)
      reply.pythonMs = message.pythonMs;
      entry.resolve(reply);
    }
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
  // booting | ready | checking | failed.
  // Styles use it, and tests wait for "ready": nothing queued, the report is current.
  ui.body.dataset.state = state;
}

function showStatus(text, kind = "info") {
  ui.status.textContent = text;
  ui.status.dataset.kind = kind;
}

// -- examples menu: one small paste per provider family (pycore/ragcite/examples/) -------

let shownExample = null; // the example last put in the boxes: replacing it loses nothing

function fillExamples(pairs) {
  const options = pairs.map(([value, label]) => {
    const option = document.createElement("option");
    option.value = value;
    labelOption(option, `example.${value}`, label, t);
    return option;
  });
  ui.examples.replaceChildren(ui.examples.options[0], ...options);
  ui.examples.value = "";
}

function showingExample() {
  return (
    (!ui.sources.value && !ui.answer.value) ||
    (shownExample !== null &&
      ui.sources.value === shownExample.sources &&
      ui.answer.value === shownExample.answer)
  );
}

async function loadExample(name) {
  const label = ui.examples.selectedOptions[0]?.textContent ?? name;
  // The visitor's own paste is only replaced when they say so.
  if (!showingExample() && !window.confirm(t("examples.replace"))) {
    ui.examples.value = "";
    return;
  }
  const reply = await client.request("example", { name });
  if (!reply.ok) return;
  ui.sources.value = reply.sources;
  ui.answer.value = reply.answer;
  ui.sourcesFormat.value = "auto";
  ui.answerFormat.value = "auto";
  shownExample = { sources: reply.sources, answer: reply.answer };
  ui.form.dispatchEvent(new Event("input", { bubbles: true })); // folds a big text too
  say("examples.loaded", { name: label });
}

// `kind` is "answer" or "sources": the catalog names each format format.<kind>.<name>.
function fillSelect(select, pairs, kind) {
  const options = pairs.map(([value, label]) => {
    const option = document.createElement("option");
    option.value = value;
    labelOption(option, value === "auto" ? "format.auto" : `format.${kind}.${value}`, label, t);
    return option;
  });
  if (!pairs.some(([value]) => value === "auto")) {
    const auto = document.createElement("option");
    auto.value = "auto";
    labelOption(auto, "format.auto", "auto", t);
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
let reportsShown = 0; // every report put in the page: a rest joins only the one it belongs to

/** Show a response of the core: {ok, html, more?, ...}. Its html is escaped by Jinja2. */
function showReport(response) {
  if (typeof response.html === "string") {
    ui.report.innerHTML = response.html;
  } else {
    showProblem(t("problem.no_report"), JSON.stringify(response));
  }
  reportsShown += 1;
  if (response.more) ui.report.dataset.partial = "";
  else delete ui.report.dataset.partial;
  checksShown += 1;
  ui.report.dataset.checks = String(checksShown);
  reportUi.rendered();
}

/**
 * A large report comes in two parts (issue 14): its first part, shown at once, says
 * "more"; the rest is then rendered by the core and appended here. The rest is a report
 * page too, whose [data-more] containers hold the other items: they are moved into the
 * shown part's containers of the same name (data-more-items names which children are
 * items). Nothing is appended to a report that another one has replaced meanwhile.
 */
async function completeReport(response) {
  if (!response.more) return;
  const shown = reportsShown;
  const rest = await client.request("more", { ui_language: language });
  if (shown !== reportsShown || !rest.ok) return;
  const parsed = document.createElement("template");
  parsed.innerHTML = rest.html; // the core's HTML (Jinja2, autoescape), as in showReport
  for (const from of parsed.content.querySelectorAll("[data-more]")) {
    const into = ui.report.querySelector(`[data-more="${CSS.escape(from.dataset.more)}"]`);
    if (!into) continue;
    const items = from.dataset.moreItems;
    into.append(...(items ? from.querySelectorAll(`:scope > ${items}`) : from.childNodes));
  }
  delete ui.report.dataset.partial;
  reportUi.rendered(); // an open source panel finds its source's text now
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

function contractField(name) {
  return contract?.fields.find((field) => field.name === name) ?? null;
}

/** A number field's value within its bounds, else the core's default (null before boot). */
function readNumber(element) {
  const value = element.valueAsNumber;
  const field = contractField(element.name);
  if (!Number.isFinite(value)) return field?.default ?? null;
  return Math.min(field?.max ?? value, Math.max(field?.min ?? value, value));
}

/** The form's named fields, the same names the core's contract and options use. */
function formFields() {
  return [...ui.form.elements].filter((element) => element.name);
}

/** What the user entered: the state that is saved, shared and checked. */
function readInputs() {
  const state = {};
  for (const element of formFields()) {
    const value = element.type === "number" ? readNumber(element) : element.value;
    if (value !== null) state[element.name] = value;
  }
  return state;
}

/** The core's contract applied to the form: bounds, defaults, choices, the size limit. */
function applyContract(reply) {
  contract = reply;
  setFileLimit(contract.max_input);
  for (const field of contract.fields) {
    const element = ui.form.elements[field.name];
    if (!element) continue;
    if (field.kind === "number") {
      for (const key of ["min", "max", "step"]) element[key] = String(field[key]);
      if (element.value === "") element.value = String(field.default);
    } else if (field.choices && element.tagName === "SELECT") {
      const auto = [...element.options].find((option) => option.value === "auto");
      const options = field.choices
        .filter(([value]) => value !== "auto")
        .map(([value, label]) => {
          const option = document.createElement("option");
          option.value = value;
          option.lang = value;
          option.textContent = label;
          return option;
        });
      element.replaceChildren(...(auto ? [auto] : []), ...options);
      element.value = field.default;
    }
  }
  fillLanguageSelect(ui.language, language, pageLanguages(contract.ui_languages));
}

function readRequest() {
  const { sources, answer, ...options } = readInputs();
  return { sources, answer, options, ui_language: language };
}

/**
 * Re-check as the user types (issue 14): no fixed debounce. An edit while no check runs
 * is checked at once; edits while one runs are coalesced into one more check when it
 * returns, so a fast typist waits for at most one check and results never arrive stale.
 * A check that takes longer than CHECKING_NOTE_MS says "checking…" meanwhile.
 */
/** Whether two requests ask for the same check (field by field: strings of megabytes
 * compare without being serialised again on the main thread). */
function sameRequest(a, b) {
  if (!a || !b) return false;
  const keys = (r) => [r.sources, r.answer, ...Object.entries(r.options).flat()];
  const [x, y] = [keys(a), keys(b)];
  return x.length === y.length && x.every((value, i) => value === y[i]);
}

function createChecker() {
  let inFlight = false;
  let again = false;
  let restarts = 0;
  let cancel = null; // stops the check in flight, if any
  let cancelledRequest = null; // the inputs of a cancelled check: not checked again as they are

  ui.cancel.addEventListener("click", () => cancel?.());
  let lastRequest = null; // the last request sent (compared field by field)

  async function run() {
    if (inFlight) {
      again = true;
      return;
    }
    const request = readRequest();
    if (sameRequest(request, cancelledRequest)) {
      // Clicking Cancel blurs the text box, whose "change" would start the same check
      // again: wait for an edit instead.
      setState("ready");
      return;
    }
    cancelledRequest = null;
    inFlight = true;
    setState("checking");
    const began = performance.now();
    const current = client;
    const limit = queryNumber("check-timeout") ?? CHECK_TIMEOUT_MS;
    const stop = () => {
      current.terminate(new Error(t("problem.check_timeout", { time: seconds(limit) })));
    };
    const watchdog = setTimeout(stop, limit);
    let cancelled = false;
    cancel = () => {
      // Python cannot be interrupted mid-check: stop its worker; a new one starts below.
      cancelled = true;
      cancelledRequest = request;
      current.terminate(new Error(t("check.cancelled")));
    };
    const showProgress = () => {
      ui.progressText.textContent = t("check.progress", {
        time: seconds(performance.now() - began),
      });
      ui.progress.hidden = false;
    };
    let ticker = null;
    const progressStart = setTimeout(() => {
      showProgress();
      ticker = setInterval(showProgress, PROGRESS_EVERY_MS);
    }, PROGRESS_AFTER_MS);
    lastRequest = request;
    const note = setTimeout(() => showStatus(t("status.checking")), CHECKING_NOTE_MS);
    try {
      const response = await current.request("check", request);
      // The limit is the check's time, not the timer's: a busy or throttled page runs the
      // watchdog's timer late, and a reply queued before it must not count as in time
      // (the stuck-check test's race: a reply after 600 ms passed a 5 ms limit).
      if (performance.now() - began > limit) {
        stop();
        throw current.failed;
      }
      restarts = 0;
      showReport(response);
      // Request sent -> report (its first part, if large) in the DOM: what bench/boot.py reads.
      performance.measure("ragcite:check", { start: began });
      performance.measure("ragcite:python", { start: began, duration: response.pythonMs ?? 0 });
      // Of which the check itself, and the report dict, view and HTML after it (ragcite.api).
      if (response.ms) {
        performance.measure("ragcite:python-check", { start: began, duration: response.ms.check });
        performance.measure("ragcite:python-render", { start: began, duration: response.ms.render });
      }
      const took = Math.round(performance.now() - began);
      if (response.ok) showStatus(t("status.checked", { time: `${took} ms` }));
      else showStatus(t("status.unreadable"), "warning");
      if (checksShown === 1) performance.mark("ragcite:first-report");
      // The rest of a large report, unless an edit already asks for a new check.
      if (response.more && !again) {
        await completeReport(response);
        performance.measure("ragcite:check-complete", { start: began });
      }
    } catch (error) {
      if (cancelled) {
        // The paste stays in the form (and in localStorage); the next edit checks again.
        showProblem(t("problem.cancelled"), t("check.cancelled"));
        showStatus(t("check.cancelled"), "warning");
        client = startClient();
        again = false;
        return;
      }
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
      clearTimeout(progressStart);
      clearInterval(ticker);
      ui.progress.hidden = true;
      cancel = null;
      clearTimeout(note);
      inFlight = false;
      if (again) {
        again = false;
        run();
      } else {
        setState("ready");
      }
    }
  }

  return {
    run,
    schedule() {
      // An event that changed nothing (a textarea's "change" on blur after its "input"
      // events, a select's "input" and "change") does not check again.
      if (!inFlight && sameRequest(readRequest(), lastRequest)) return;
      run();
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

function onProgress({ stage, detail, elapsedMs, boot }) {
  if (stage === "ready") {
    performance.mark("ragcite:python-ready");
    ui.body.dataset.boot = boot; // snapshot | normal | fallback (issue 14), for tests and bench
  }
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
    getOptions: () => {
      // The check options that apply to every run; each run's formats are detected.
      const { threshold, language: answerLanguage } = readInputs();
      return { ...(threshold === undefined ? {} : { threshold }), language: answerLanguage };
    },
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
    fillSelect(ui.sourcesFormat, formats.sources_formats, "sources");
    fillSelect(ui.answerFormat, formats.answer_formats, "answer");
    applyContract(formats.contract);
  }
  // A share link or the saved paste comes first; the example fills an empty page.
  await restored;
  applyRestoredFormats();
  // Keep anything the visitor already pasted while Python was loading.
  if (example.ok && !ui.sources.value && !ui.answer.value) {
    ui.sources.value = example.sources;
    ui.answer.value = example.answer;
    shownExample = { sources: example.sources, answer: example.answer };
    syncFolds();
  }
  if (example.ok && example.examples) fillExamples(example.examples);
  ui.examples.addEventListener("change", () => {
    if (ui.examples.value) loadExample(ui.examples.value);
  });
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
  loadSource: async (number) => {
    const reply = await client.request("source", { number, ui_language: language });
    return reply.ok ? reply.html : "";
  },
});

// Saved with the defaults of the moment, so a number left at its default follows the
// default of a later version instead of coming back as a choice: an old default
// threshold kept returning from saves made before its default changed.
const saver = createSaver(
  () => ({ ...readInputs(), defaults: numberDefaults() }),
  () => say("inputs.not_saved", {}, "warning"),
);

/** The core's default of each number field (empty before the contract is read). */
function numberDefaults() {
  const defaults = {};
  for (const field of contract?.fields ?? []) {
    if (field.kind === "number") defaults[field.name] = field.default;
  }
  return defaults;
}

/**
 * A saved paste without the numbers its user never changed: those equal to the default
 * they were saved with, and every number of a save that recorded no defaults (saved
 * before they were, when the page's own defaults were older).
 */
function withoutUntouchedNumbers(saved) {
  const { defaults, ...state } = saved;
  for (const element of formFields()) {
    if (element.type !== "number" || !(element.name in state)) continue;
    if (!defaults || defaults[element.name] === state[element.name]) delete state[element.name];
  }
  return state;
}

let pendingChoices = {}; // choices restored before the core's lists fill their selects

/** Put saved or shared inputs back into the form's fields of the same names. */
function fillInputs(state) {
  pendingChoices = {};
  for (const element of formFields()) {
    const value = state[element.name];
    if (element.tagName === "SELECT") {
      if (typeof value === "string") pendingChoices[element.name] = value;
    } else if (element.type === "number") {
      if (Number.isFinite(value)) element.value = String(value); // readNumber bounds it
    } else if (typeof value === "string") {
      element.value = value;
    }
  }
  syncFolds();
  applyRestoredFormats();
}

function applyRestoredFormats() {
  for (const [name, value] of Object.entries(pendingChoices)) {
    const select = ui.form.elements[name];
    if ([...select.options].some((option) => option.value === value)) select.value = value;
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
    fillInputs(withoutUntouchedNumbers(saved));
    say("inputs.restored");
  }
}

function setLanguage(code) {
  language = code;
  t = translator(code);
  applyTranslations(document, t, code);
  compare?.languageChanged();
  if (!checker) return;
  // The core keeps the last check and renders it again in that language: no new check.
  client.request("render", { ui_language: code }).then(
    (response) => {
      showReport(response);
      say("status.rendered");
      completeReport(response).catch(() => checker.run());
    },
    () => checker.run(),
  );
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
    syncFolds();
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
