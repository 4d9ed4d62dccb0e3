// Folding a pasted text of megabytes: it is shown as its size and first lines, not in its
// textarea, until the user asks to edit it (issue 29).
//
// Why: a textarea lays out its whole value in the first frame after the value changes.
// With 2 MB of sources (Vertex AI check grounding's largest input) that frame spent
// 150-300 ms in style and layout on the main thread, with no script running
// (long-animation-frame entries, bench/boot.py): the worker's reply waited behind it, and
// that was the unexplained delay between the worker posting a report and the page
// receiving it. A hidden textarea is not laid out. Its value is still the input that is
// checked, saved and shared; only its display changes.
//
// When it folds: a big value arrives at once (a paste, a drop, a file, a restored or
// shared paste, a value set by a script), never while the user types in a box they
// unfolded. A paste of a big text is caught before the browser inserts it, since
// inserting it into a visible editor lays it out at once.

const FOLD_CHARS = 500_000;
const PREVIEW_CHARS = 1_200;

/** Input types of edits that bring a whole text at once (Input Events Level 2). */
const BULK_INPUT = new Set(["insertFromPaste", "insertFromDrop", "insertReplacementText", ""]);

/**
 * Fold `textarea` while it holds a big text. Returns {sync(event)}: the page calls it on
 * every input event of the form, before its other handlers (so before the frame that
 * would lay the text out), and after code that changes the value without one (the Clear
 * button, restoring a paste).
 */
export function attachFold(textarea) {
  const box = document.createElement("div");
  box.className = "fold";
  box.hidden = true;
  const note = document.createElement("p");
  note.className = "fold-note";
  const size = document.createElement("strong");
  const chars = document.createElement("span");
  chars.dataset.i18n = "fold.chars";
  const why = document.createElement("span");
  why.dataset.i18n = "fold.why";
  note.append(size, " ", chars, ". ", why);
  const preview = document.createElement("pre");
  preview.className = "fold-preview";
  preview.tabIndex = 0; // scrollable from the keyboard
  const open = document.createElement("button");
  open.type = "button";
  open.dataset.i18n = "fold.open";
  box.append(note, preview, open);
  textarea.after(box);
  // The box labels itself after its textarea, whose <label> does not reach a <div>.
  if (textarea.labels?.[0]) {
    textarea.labels[0].id ||= `${textarea.id}-label`;
    box.setAttribute("role", "group");
    box.setAttribute("aria-labelledby", textarea.labels[0].id);
  }

  let unfolded = false; // the user asked to edit this text in the box
  let shown = null; // the text the box shows: a keystroke in the other box changes nothing

  function show(folded) {
    textarea.classList.toggle("folded", folded);
    box.hidden = !folded;
    if (!folded || shown === textarea.value) return;
    const text = (shown = textarea.value);
    size.textContent = text.length.toLocaleString(document.documentElement.lang || undefined);
    preview.textContent = text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS)}…` : text;
  }

  function sync(event = null) {
    const bulk = event?.target === textarea && BULK_INPUT.has(event.inputType ?? "");
    if (bulk || textarea.value.length < FOLD_CHARS) unfolded = false;
    show(!unfolded && textarea.value.length >= FOLD_CHARS);
  }

  textarea.addEventListener("paste", (event) => {
    const pasted = event.clipboardData?.getData("text/plain") ?? "";
    const { selectionStart: start, selectionEnd: end, value } = textarea;
    if (value.length - (end - start) + pasted.length < FOLD_CHARS) return;
    event.preventDefault();
    unfolded = false;
    textarea.classList.add("folded"); // hidden before the value changes: never laid out
    textarea.value = value.slice(0, start) + pasted + value.slice(end);
    textarea.dispatchEvent(new InputEvent("input", { bubbles: true, inputType: "insertFromPaste" }));
  });

  open.addEventListener("click", () => {
    unfolded = true;
    show(false);
    textarea.focus();
  });

  return { sync };
}
