// UI strings of the page in English: the reference catalog. Every other catalog has the
// same keys (tests/test_render.py checks); a missing key falls back to this one.
// Placeholders in {braces} are filled by t(key, {name: value}).
export const UI_EN = {
  "page.title": "ragcite: check the citations of a RAG answer",
  "page.tagline":
    "Check the citations of a RAG answer against the sources you sent the model. " +
    "Everything runs in this page: nothing you paste leaves your browser.",
  "page.footer":
    "ragcite checks mechanically that cited sources exist, that quotes are in the cited " +
    "source, and which sentences lack a citation. It cannot say whether the answer is " +
    "right. Python runs in your browser through Pyodide.",
  "offline.link": "Download for offline use",
  "offline.note": ": one file that opens from your disk and needs no network.",
  "field.sources": "Sources",
  "field.answer": "Answer",
  "field.format": "format",
  "field.sources.placeholder":
    "The numbered sources you sent the model: a JSON array, [1] blocks, ...",
  "field.answer.placeholder":
    "The model's answer: a raw API response (JSON or a stream) or plain text with [n] markers",
  "field.threshold": "Support threshold",
  "field.threshold.hint": "share of a sentence's content words a cited source must contain",
  "field.answer_language": "Answer language",
  "field.answer_language.auto": "detect",
  "field.answer_language.hint": "for stop words, stemming and numbers (1,5 vs 1.5)",
  "field.language": "Language",
  "region.report": "Report",
  "file.open.sources": "Open a sources file…",
  "file.open.answer": "Open an answer file…",
  "file.drop": "or drop a file on the box",
  "file.loaded": "{name} loaded ({size}).",
  "file.bad_type": "{name} was not opened: use a .txt, .json, .jsonl, .md, .ndjson or .sse file.",
  "file.too_big": "{name} was not opened: {size} is over the {limit} limit.",
  "file.not_utf8": "{name} was not opened: it is not UTF-8 text.",
  "inputs.clear": "Clear",
  "inputs.clear.label": "Clear both inputs and the copy kept in this browser",
  "inputs.cleared": "Cleared. Nothing is kept in this browser any more.",
  "inputs.restored": "Your last paste was restored from this browser's storage.",
  "inputs.not_saved":
    "This paste is too large to keep in this browser's storage; it will not survive a reload.",
  "share.button": "Copy share link",
  "share.link_label": "Share link",
  "share.copied":
    "Share link copied ({n} characters). The inputs travel in the part after #, which " +
    "browsers never send to a server.",
  "share.too_long":
    "This link is {n} characters long. Past about 8,000 characters some browsers, chat " +
    "apps and mail programs cut links: export the JSON report or send the files instead.",
  "share.copy_failed": "Could not copy the link: select it below and copy it.",
  "share.restored": "Inputs restored from the share link.",
  "share.bad": "The share link could not be read ({error}); your own last paste is shown.",
  "export.copied": "{format} copied to the clipboard.",
  "export.downloaded": "{file} downloaded.",
  "export.failed": "Export failed: {error}",
  "copy.failed": "Could not copy to the clipboard: {error}",
  "status.starting": "Starting…",
  "status.starting_worker": "Starting the Python worker…",
  "status.runtime": "Loading the Python runtime: {detail}",
  "status.packages": "Loading packages: {detail}",
  "status.import": "Importing {detail}",
  "status.ready": "Python is ready ({detail}).",
  "status.checked": "Checked in {time}.",
  "status.unreadable": "The input could not be read; see below.",
  "status.check_failed": "The check failed.",
  "status.restarting": "Python stopped ({error}); restarting it. Your paste is kept.",
  "problem.check_timeout": "The check took longer than {time} and was stopped.",
  "status.boot_failed": "Python could not start: {error}. Reload the page to try again.",
  "status.boot_timeout":
    "it did not start within {time}. The browser may be blocking WebAssembly, or the " +
    "files under pyodide/ did not load",
  "problem.no_report": "The checker returned no report",
  "problem.check_failed": "The check failed",
  // Compare tab (issue 15)
  "compare.tab.check": "Check an answer",
  "compare.tab.compare": "Compare runs",
  "compare.title": "Compare models and prompts",
  "compare.intro": "Drop or paste a JSONL or CSV file of runs: one per line with a label (a model, a prompt), an optional id, the sources and the answer. The figures are per label. The runs stay in this browser.",
  "compare.field": "Runs (JSONL or CSV)",
  "compare.placeholder": "{\"label\": \"model-a\", \"id\": \"q1\", \"sources\": [\"...\"], \"answer\": \"... [1].\"}",
  "compare.open": "Open a runs file…",
  "compare.drop": "or drop a file on the box",
  "compare.sources": "Sources shared by every run (optional)",
  "compare.sources.placeholder": "Used by every line that has no \"sources\" of its own",
  "compare.run": "Compare",
  "compare.status.reading": "Reading {name}…",
  "compare.status.progress": "Checked {done} of {total} runs…",
  "compare.status.done": "Compared {total} runs in {time}.",
  "compare.status.empty": "Paste or drop a file of runs first.",
  "compare.status.failed": "The comparison failed: {error}",
  "compare.big": "{name} ({size}) is loaded; it is not shown here, to keep the page fast.",
  "compare.file.bad_type": "{name}: choose a .jsonl, .ndjson, .json, .csv or .txt file.",
  "compare.file.too_big": "{name} is {size}; the limit is {limit}.",
  "compare.file.not_utf8": "{name} is not UTF-8 text.",
  "compare.export.csv": "Download CSV",
  "compare.export.markdown": "Download Markdown",
  "compare.export.copy": "Copy Markdown",
  "compare.export.json": "Download JSON",
  "compare.copied": "Markdown table copied.",
  "compare.downloaded": "Downloaded {file}.",
};
