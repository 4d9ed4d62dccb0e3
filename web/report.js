// Report interactions: markers and citation rows open the source panel with the passage
// highlighted; Escape closes it; export buttons download or copy the report.
//
// The report's markup comes from the core's Jinja2 templates (autoescape on). This file
// never parses markup: it shows, hides and splits existing text nodes, and builds every
// new node with createElement/textContent. Events are delegated to the container, so
// they keep working when a new check replaces the report's HTML.
//
// What the template provides (pycore/ragcite/report/templates/report.html.j2):
//   [data-source][data-hl-start][data-hl-end][data-hl-kind]  buttons that open a source;
//       the offsets are UTF-16 units into the source's text as the page holds it.
//   [data-citation]             a citation's buttons (marker in the text, row in the table)
//   #source-panel               the panel, with data-msg-* texts in the report's language
//   [data-source-article=n]     one article per source, its text in [data-source-text]
//   [data-export][data-export-mode="download"|"copy"]   export buttons

const OPENERS = "button[data-source], button[data-citation]";

/** Copy `text`; the Clipboard API first, then the old selection trick (file:// pages). */
export async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch (error) {
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.className = "offscreen";
    document.body.append(area);
    area.select();
    const ok = document.execCommand("copy");
    area.remove();
    if (!ok) throw error;
  }
}

/** Save `text` as a file named `filename`, without any request (a blob: URL). */
export function downloadText(text, filename, mime) {
  const url = URL.createObjectURL(new Blob([text], { type: mime }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.className = "offscreen";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A stable description of an opener, to reopen the same one after a re-render. */
function openerKey(button) {
  for (const name of ["citation", "suggest"]) {
    if (button.dataset[name] !== undefined) {
      const claim = button.closest("[data-claim]")?.dataset.claim ?? "";
      return { cls: button.className, name, value: button.dataset[name], claim };
    }
  }
  return { cls: button.className, name: "source", value: button.dataset.source, claim: "" };
}

function findOpener(container, key) {
  for (const button of container.querySelectorAll(OPENERS)) {
    const same = openerKey(button);
    if (same.cls === key.cls && same.name === key.name && same.value === key.value &&
        same.claim === key.claim) {
      return button;
    }
  }
  return null;
}

/**
 * Wire the report shown in `container`.
 *   exportReport(format) -> Promise<{ok, text, filename, mime, error}>  (asks the core)
 *   say(key, params, kind)  shows a UI message (key of the page's catalogs)
 *   loadSource(number) -> Promise<html>  a large report's source with its text (the
 *     core's part "source"), asked for when the panel ([data-lazy-sources]) opens it
 * Returns {rendered()} to call after each new report HTML, and {close()}.
 */
export function createReportUi(container, { exportReport, say, loadSource }) {
  let opener = null; // the button that opened the panel: focus returns there
  let openKey = null; // survives a re-render of the report

  const panel = () => container.querySelector("#source-panel");

  function highlight(textBox, start, end, kind) {
    const text = textBox.textContent;
    if (!(Number.isInteger(start) && Number.isInteger(end) && start < end && end <= text.length)) {
      textBox.replaceChildren(text);
      return null;
    }
    const mark = document.createElement("mark");
    mark.className = `hl hl-${kind}`;
    mark.textContent = text.slice(start, end);
    textBox.replaceChildren(text.slice(0, start), mark, text.slice(end));
    return mark;
  }

  function scrollToMark(box, mark) {
    // The panel scrolls by itself on wide screens (sticky, own scrollbar); below the
    // report on narrow ones. Put the passage a third of the way down the visible part.
    if (box.scrollHeight > box.clientHeight) {
      const offset = mark ? mark.getBoundingClientRect().top - box.getBoundingClientRect().top : 0;
      box.scrollTop += mark ? offset - box.clientHeight / 3 : -box.scrollTop;
    }
    const target = mark ?? box;
    const rect = target.getBoundingClientRect();
    if (rect.top < 0 || rect.bottom > innerHeight) target.scrollIntoView({ block: "center" });
  }

  /**
   * A large report's source panel holds no source texts (they were 2 MB of the report's
   * second part, issue 29): the first time a source is opened its article is asked for.
   */
  async function ensureArticle(box, number) {
    if (!number || !("lazySources" in box.dataset) || !loadSource) return;
    const selector = `[data-source-article="${CSS.escape(number)}"]`;
    if (box.querySelector(selector)) return;
    const parsed = document.createElement("template");
    parsed.innerHTML = await loadSource(Number(number)); // the core's HTML (autoescape)
    const article = parsed.content.querySelector(selector);
    // The panel may have been replaced by a new report meanwhile: add to the one shown.
    if (article && box.isConnected && !box.querySelector(selector)) box.append(article);
  }

  async function open(button, { focus = true } = {}) {
    const box = panel();
    if (!box) return;
    const number = button.dataset.source ?? "";
    try {
      await ensureArticle(box, number);
    } catch {
      // The panel still opens and says what it can; the text comes with the next check.
    }
    if (!button.isConnected) return;
    const kind = button.dataset.hlKind || "none";
    let mark = null;
    for (const article of box.querySelectorAll("[data-source-article]")) {
      const shown = article.dataset.sourceArticle === number;
      article.hidden = !shown;
      const textBox = article.querySelector("[data-source-text]");
      if (shown) {
        mark = highlight(textBox, Number.parseInt(button.dataset.hlStart, 10),
                         Number.parseInt(button.dataset.hlEnd, 10), kind);
      } else if (textBox.firstElementChild) {
        textBox.replaceChildren(textBox.textContent); // drop an old highlight
      }
    }
    const context = box.querySelector("[data-panel-context]");
    if (number) {
      context.textContent = box.dataset[`msg${kind[0].toUpperCase()}${kind.slice(1)}`] ?? "";
    } else {
      // A marker to no source: the panel says so (the table row has the details).
      const excerpt = button.getAttribute("aria-describedby");
      const why = excerpt ? container.querySelector(`#${CSS.escape(excerpt)}`)?.textContent : "";
      context.textContent = why || box.dataset.msgNoSource;
    }
    box.hidden = false;
    box.closest(".report-body")?.classList.add("panel-open");
    for (const other of container.querySelectorAll("[aria-expanded]")) {
      other.setAttribute("aria-expanded", "false");
    }
    button.setAttribute("aria-expanded", "true");
    box.dataset.openSource = number;
    opener = button;
    openKey = openerKey(button);
    if (focus) box.querySelector("#source-panel-title")?.focus({ preventScroll: true });
    scrollToMark(box, mark);
  }

  function close({ restoreFocus = true } = {}) {
    const box = panel();
    if (!box || box.hidden) return;
    box.hidden = true;
    box.closest(".report-body")?.classList.remove("panel-open");
    delete box.dataset.openSource;
    for (const other of container.querySelectorAll("[aria-expanded]")) {
      other.setAttribute("aria-expanded", "false");
    }
    const back = opener;
    opener = null;
    openKey = null;
    if (restoreFocus && back?.isConnected) back.focus();
  }

  async function runExport(button) {
    const format = button.dataset.export;
    const label = button.closest(".tool-group")?.querySelector(".tool-name")?.textContent ?? format;
    button.disabled = true;
    try {
      const reply = await exportReport(format);
      if (!reply.ok) throw new Error(reply.error?.text ?? "no export");
      if (button.dataset.exportMode === "copy") {
        try {
          await copyText(reply.text);
        } catch (error) {
          say("copy.failed", { error: String(error?.message ?? error) }, "warning");
          return;
        }
        say("export.copied", { format: label }, "info");
      } else {
        downloadText(reply.text, reply.filename, reply.mime);
        say("export.downloaded", { file: reply.filename }, "info");
      }
    } catch (error) {
      say("export.failed", { error: String(error?.message ?? error) }, "error");
    } finally {
      button.disabled = false;
    }
  }

  container.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    // A link to a place in the report (the metrics' sentences) moves there without
    // touching the address's fragment, which may hold a share link (#v1=...).
    const inReport = target.closest('a[href^="#rc-"]');
    const place = inReport && container.querySelector(`#${CSS.escape(inReport.hash.slice(1))}`);
    if (place) {
      event.preventDefault();
      if (!place.hasAttribute("tabindex")) place.setAttribute("tabindex", "-1");
      place.scrollIntoView({ block: "center" });
      place.focus({ preventScroll: true });
      return;
    }
    const exportButton = target.closest("button[data-export]");
    if (exportButton) {
      runExport(exportButton);
      return;
    }
    if (target.closest('[data-action="close-panel"]')) {
      close();
      return;
    }
    const button = target.closest(OPENERS);
    if (button && !button.closest("#source-panel")) {
      open(button);
      return;
    }
    // A click anywhere on a citation row (not on a link or a control) opens its source.
    const row = target.closest("tr[data-citation-row]");
    if (row && !target.closest("a, button, summary") && !getSelection()?.toString()) {
      const rowButton = row.querySelector("button[data-citation]");
      if (rowButton) open(rowButton);
    }
  });

  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || event.defaultPrevented) return;
    const box = panel();
    if (!box || box.hidden) return;
    // Escape in a form field belongs to that field, unless the field is in the panel.
    if (event.target.closest?.("textarea, input, select") && !box.contains(event.target)) return;
    event.preventDefault();
    close();
  });

  return {
    /** Call after replacing the report: reopen the same citation's source, quietly. */
    rendered() {
      opener = null;
      if (!openKey) return;
      const again = findOpener(container, openKey);
      if (again) open(again, { focus: false });
      else openKey = null;
    },
    close,
  };
}
