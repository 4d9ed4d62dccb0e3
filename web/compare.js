// The Compare tab (issue 15): a file of runs (JSONL or CSV) checked in the worker, the
// per-label table and charts shown as the core renders them (batch.html.j2).
//
// The file is read here and sent to the worker, never anywhere else. The worker reads it
// once ({type: "batch", op: "start"}) and checks it in chunks ({op: "run", count}) sized
// to take about CHUNK_TARGET_MS each, so the progress bar moves, the page stays
// responsive and a check on the other tab is answered between two chunks; {op: "finish"}
// returns the table's HTML (autoescaped by Jinja2, the only markup set with innerHTML),
// the ragcite.batch/1 JSON, and the CSV and Markdown exports. Everything else is built
// with textContent.

import { acceptFiles, fileSize } from "./files.js";
import { copyText, downloadText } from "./report.js";

export const RUN_FILE_TYPES = [".jsonl", ".ndjson", ".json", ".csv", ".txt"];
const RUN_FILE_MAX_BYTES = 100_000_000;
const SHOW_MAX_CHARS = 1_000_000; // a bigger file is kept, not shown in the textarea
const CHUNK_TARGET_MS = 150;
const CHUNK_MIN = 2;
const CHUNK_MAX = 200;
// Typing re-checks like the Check tab (issue 27): once the keys pause this long, so a
// half-typed JSON line is not reported at every keystroke; a newer run stops an older
// one between two chunks (runToken).
const TYPING_PAUSE_MS = 300;

function element(tag, props = {}, children = []) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (key === "dataset") Object.assign(node.dataset, value);
    else if (key in node) node[key] = value;
    else node.setAttribute(key, value);
  }
  node.append(...children);
  return node;
}

/**
 * Build the tab bar and the Compare panel in `mount` (an empty <section>).
 * request(type, payload) -> Promise: the page's worker client; getT() the current
 * translator; getLanguage() the UI language; getOptions() {threshold, language}.
 */
export function createCompare({ mount, checkPanels, request, getT, getLanguage, getOptions }) {
  let t = getT();
  const texts = []; // [node, key, attribute?]: re-translated on a language change

  function tr(node, key, attribute = null) {
    texts.push([node, key, attribute]);
    if (attribute) node.setAttribute(attribute, t(key));
    else node.textContent = t(key);
    return node;
  }

  // -- tabs --------------------------------------------------------------------------
  const tabCheck = tr(
    element("button", { type: "button", role: "tab", id: "tab-check", className: "tab" }),
    "compare.tab.check",
  );
  const tabCompare = tr(
    element("button", { type: "button", role: "tab", id: "tab-compare", className: "tab" }),
    "compare.tab.compare",
  );
  const tabs = element("div", { role: "tablist", className: "tabs" }, [tabCheck, tabCompare]);
  tabs.setAttribute("aria-label", "ragcite");
  mount.before(tabs);
  mount.setAttribute("role", "tabpanel");
  mount.setAttribute("aria-labelledby", "tab-compare");
  tabCompare.setAttribute("aria-controls", mount.id);

  function select(which) {
    const compare = which === "compare";
    tabCheck.setAttribute("aria-selected", String(!compare));
    tabCompare.setAttribute("aria-selected", String(compare));
    tabCheck.tabIndex = compare ? -1 : 0;
    tabCompare.tabIndex = compare ? 0 : -1;
    for (const panel of checkPanels) panel.hidden = compare;
    mount.hidden = !compare;
    document.body.dataset.tab = which;
  }
  tabCheck.addEventListener("click", () => select("check"));
  tabCompare.addEventListener("click", () => select("compare"));
  tabs.addEventListener("keydown", (event) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    const next = document.activeElement === tabCheck ? tabCompare : tabCheck;
    next.focus();
    next.click();
    event.preventDefault();
  });

  // -- the panel ---------------------------------------------------------------------
  const title = tr(element("h2", { id: "compare-title" }), "compare.title");
  const intro = tr(element("p", { className: "compare-intro" }), "compare.intro");
  const label = tr(element("label", { htmlFor: "compare-text" }), "compare.field");
  const textarea = element("textarea", {
    id: "compare-text",
    spellcheck: false,
    rows: 10,
    className: "compare-text",
  });
  tr(textarea, "compare.placeholder", "placeholder");
  const fileInput = element("input", { type: "file", id: "compare-file", hidden: true });
  fileInput.accept = RUN_FILE_TYPES.join(",");
  const openButton = tr(
    element("button", { type: "button", className: "tool-button", id: "compare-open" }),
    "compare.open",
  );
  const dropHint = tr(element("span", { className: "drop-hint" }), "compare.drop");
  const loadedNote = element("p", { className: "compare-loaded", id: "compare-loaded", hidden: true });
  const zone = element("div", { className: "field compare-field" }, [
    label,
    textarea,
    loadedNote,
    element("p", { className: "file-row" }, [openButton, fileInput, " ", dropHint]),
  ]);

  const sourcesSummary = tr(element("summary"), "compare.sources");
  const sourcesArea = element("textarea", {
    id: "compare-sources",
    spellcheck: false,
    rows: 5,
    className: "compare-text",
  });
  tr(sourcesArea, "compare.sources.placeholder", "placeholder");
  sourcesArea.setAttribute("aria-label", t("compare.sources"));
  const sourcesBox = element("details", { className: "compare-sources" }, [
    sourcesSummary,
    sourcesArea,
  ]);

  const runButton = tr(
    element("button", { type: "button", className: "tool-button primary", id: "compare-run" }),
    "compare.run",
  );
  const progress = element("progress", { id: "compare-progress", max: 1, value: 0, hidden: true });
  const status = element("p", { id: "compare-status", className: "status", role: "status" });
  status.setAttribute("aria-live", "polite");

  const exportButtons = [
    ["csv", "compare.export.csv"],
    ["markdown", "compare.export.markdown"],
    ["copy", "compare.export.copy"],
    ["json", "compare.export.json"],
  ].map(([kind, key]) =>
    tr(element("button", { type: "button", className: "tool-button", dataset: { compareExport: kind } }), key),
  );
  const exportsRow = element("div", { className: "compare-exports", hidden: true }, exportButtons);
  const result = element("div", { id: "compare-result", className: "compare-result" });

  mount.replaceChildren(
    title,
    intro,
    zone,
    sourcesBox,
    element("p", { className: "compare-actions" }, [runButton, " ", progress]),
    status,
    exportsRow,
    result,
  );

  // -- state -------------------------------------------------------------------------
  let loaded = null; // {name, text} of an opened or dropped file
  let runToken = 0; // a newer comparison makes an older one stop between chunks
  let last = null; // {batch, reply} of the comparison shown

  function say(key, params = {}, kind = "info") {
    status.textContent = t(key, params);
    status.dataset.kind = kind;
  }

  async function readFile(file) {
    const name = file.name;
    if (!RUN_FILE_TYPES.some((ext) => name.toLowerCase().endsWith(ext))) {
      say("compare.file.bad_type", { name }, "warning");
      return;
    }
    if (file.size > RUN_FILE_MAX_BYTES) {
      say("compare.file.too_big", { name, size: fileSize(file.size), limit: fileSize(RUN_FILE_MAX_BYTES) }, "warning");
      return;
    }
    let text;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer());
    } catch {
      say("compare.file.not_utf8", { name }, "warning");
      return;
    }
    loaded = { name, text };
    clearTimeout(typingTimer);
    if (text.length <= SHOW_MAX_CHARS) {
      textarea.value = text;
      loadedNote.hidden = true;
    } else {
      textarea.value = "";
      loadedNote.textContent = t("compare.big", { name, size: fileSize(file.size) });
      loadedNote.hidden = false;
    }
    run();
  }

  openButton.addEventListener("click", () => fileInput.click());
  acceptFiles(zone, fileInput, readFile);
  let typingTimer = null;
  function runSoon() {
    clearTimeout(typingTimer);
    typingTimer = setTimeout(run, TYPING_PAUSE_MS);
  }
  textarea.addEventListener("input", () => {
    loaded = null; // typing replaces the file
    loadedNote.hidden = true;
    runSoon();
  });
  sourcesArea.addEventListener("input", runSoon);
  runButton.addEventListener("click", () => {
    clearTimeout(typingTimer);
    run();
  });

  function showError(reply) {
    if (typeof reply?.html === "string") result.innerHTML = reply.html;
    exportsRow.hidden = true;
    say("compare.status.failed", { error: reply?.error?.text ?? "?" }, "error");
  }

  async function run() {
    const token = ++runToken;
    const text = loaded ? loaded.text : textarea.value;
    const name = loaded ? loaded.name : "";
    if (!text.trim()) {
      say("compare.status.empty", {}, "warning");
      return;
    }
    const began = performance.now();
    mount.dataset.state = "running";
    exportsRow.hidden = true;
    say("compare.status.reading", { name: name || t("compare.field") });
    try {
      const start = await request("batch", {
        op: "start",
        text,
        name,
        format: "auto",
        sources: sourcesArea.value,
        options: getOptions(),
      });
      if (token !== runToken) return;
      if (!start.ok) {
        showError(start);
        return;
      }
      progress.max = Math.max(1, start.records);
      progress.value = 0;
      progress.hidden = false;
      let done = 0;
      let count = 5;
      while (done < start.records) {
        const sent = performance.now();
        const step = await request("batch", { op: "run", batch: start.batch, count });
        if (token !== runToken) return;
        if (!step.ok) {
          showError(step);
          return;
        }
        done = step.done;
        progress.value = done;
        say("compare.status.progress", { done, total: start.records });
        const took = Math.max(1, performance.now() - sent);
        count = Math.round(Math.min(CHUNK_MAX, Math.max(CHUNK_MIN, (count * CHUNK_TARGET_MS) / took)));
      }
      const reply = await request("batch", { op: "finish", batch: start.batch, ui_language: getLanguage() });
      if (token !== runToken) return;
      if (!reply.ok) {
        showError(reply);
        return;
      }
      last = { batch: start.batch, reply };
      result.innerHTML = reply.html;
      exportsRow.hidden = false;
      const time = `${((performance.now() - began) / 1000).toFixed(1)} s`;
      say("compare.status.done", { total: reply.result.total.runs, time });
    } catch (error) {
      if (token === runToken) say("compare.status.failed", { error: String(error?.message ?? error) }, "error");
    } finally {
      if (token === runToken) {
        progress.hidden = true;
        mount.dataset.state = "done";
      }
    }
  }

  exportsRow.addEventListener("click", async (event) => {
    const kind = event.target.closest("[data-compare-export]")?.dataset.compareExport;
    if (!kind || !last) return;
    const { reply } = last;
    if (kind === "copy") {
      try {
        await copyText(reply.markdown);
        say("compare.copied");
      } catch (error) {
        say("compare.status.failed", { error: String(error?.message ?? error) }, "warning");
      }
      return;
    }
    const [text, file, mime] = {
      csv: [reply.csv, "ragcite-compare.csv", "text/csv;charset=utf-8"],
      markdown: [reply.markdown, "ragcite-compare.md", "text/markdown;charset=utf-8"],
      json: [`${JSON.stringify(reply.result, null, 2)}\n`, "ragcite-compare.json", "application/json"],
    }[kind];
    downloadText(text, file, mime);
    say("compare.downloaded", { file });
  });

  select("check");

  return {
    /** The page's language changed: re-translate the panel, re-render a shown table. */
    async languageChanged() {
      t = getT();
      for (const [node, key, attribute] of texts) {
        if (attribute) node.setAttribute(attribute, t(key));
        else node.textContent = t(key);
      }
      sourcesArea.setAttribute("aria-label", t("compare.sources"));
      if (!last) return;
      const shown = last;
      const reply = await request("batch", { op: "finish", batch: shown.batch, ui_language: getLanguage() });
      if (reply.ok && last === shown) {
        last = { batch: shown.batch, reply };
        result.innerHTML = reply.html;
      }
    },
    select,
  };
}
