// "Open file" buttons and drag-and-drop onto the paste areas.
// Files are read here, in the page; like a paste, they never leave the browser.

export const FILE_TYPES = [".txt", ".json", ".jsonl", ".md", ".ndjson", ".sse"];
// The core's limit per field (its contract's max_input), set once Python is ready; a file
// chosen before that is read and then refused by the core if too long.
let fileMaxBytes = Infinity;

export function setFileLimit(bytes) {
  fileMaxBytes = bytes;
}

export function fileSize(bytes) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The file's text; throws {key, params} (a UI message) when it cannot be used. */
export async function readTextFile(file) {
  const name = file.name;
  if (!FILE_TYPES.some((ext) => name.toLowerCase().endsWith(ext))) {
    throw { key: "file.bad_type", params: { name } };
  }
  if (file.size > fileMaxBytes) {
    throw { key: "file.too_big", params: { name, size: fileSize(file.size), limit: fileSize(fileMaxBytes) } };
  }
  try {
    // fatal: a binary file is refused with a message, not shown as replacement characters.
    return new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    throw { key: "file.not_utf8", params: { name } };
  }
}

/**
 * Wire one paste area: `button` opens the hidden file `input`; files dropped on `zone`
 * are read too. The text replaces the textarea's and an "input" event is sent, so the
 * page re-checks and saves exactly as after typing.
 * onMessage(key, params, kind) reports what happened.
 */
export function attachFileTarget({ textarea, button, input, zone, onMessage }) {
  async function load(file) {
    try {
      const text = await readTextFile(file);
      textarea.value = text;
      textarea.dispatchEvent(new Event("input", { bubbles: true }));
      onMessage("file.loaded", { name: file.name, size: fileSize(file.size) }, "info");
    } catch (problem) {
      onMessage(problem.key ?? "file.not_utf8", problem.params ?? { name: file.name }, "warning");
    }
  }
  input.accept = FILE_TYPES.join(",");
  button.addEventListener("click", () => input.click());
  acceptFiles(zone, input, load);
}

/**
 * A file chosen in ``input`` or dropped on ``zone`` goes to ``onFile(file)``; the zone
 * shows it is a drop target while a file is dragged over it (class "dropping").
 */
export function acceptFiles(zone, input, onFile) {
  input.addEventListener("change", () => {
    if (input.files?.[0]) onFile(input.files[0]);
    input.value = ""; // choosing the same file again must fire "change" again
  });
  const hasFiles = (event) => [...(event.dataTransfer?.types ?? [])].includes("Files");
  zone.addEventListener("dragover", (event) => {
    if (!hasFiles(event)) return; // dragged text keeps the browser's own behaviour
    event.preventDefault();
    event.dataTransfer.dropEffect = "copy";
    zone.classList.add("dropping");
  });
  zone.addEventListener("dragleave", (event) => {
    if (!zone.contains(event.relatedTarget)) zone.classList.remove("dropping");
  });
  zone.addEventListener("drop", (event) => {
    zone.classList.remove("dropping");
    if (!hasFiles(event)) return;
    event.preventDefault();
    event.stopPropagation();
    if (event.dataTransfer.files[0]) onFile(event.dataTransfer.files[0]);
  });
}

/** A file dropped beside the boxes would make the browser open it and leave the page. */
export function guardPageDrops() {
  for (const type of ["dragover", "drop"]) {
    addEventListener(type, (event) => {
      if ([...(event.dataTransfer?.types ?? [])].includes("Files")) event.preventDefault();
    });
  }
}
