// The paste is never lost: the inputs are kept in localStorage as you type and put back
// after a reload (or after the worker crashed and the page was reloaded).
// Stored only in this browser, under one key; the "clear" button removes it.

const STORAGE_KEY = "ragcite:inputs:v1";
const SAVE_DELAY_MS = 250;

/** The saved inputs, or null when nothing (or nothing usable) is saved. */
export function loadInputs() {
  try {
    const data = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null");
    if (typeof data !== "object" || data === null) return null;
    // Any text or number field: the page puts back those its form has (fillInputs).
    const state = {};
    for (const [key, value] of Object.entries(data)) {
      if (key !== "saved" && (typeof value === "string" || Number.isFinite(value))) state[key] = value;
    }
    // The defaults the numbers were saved with (see withoutUntouchedNumbers in app.js).
    if (typeof data.defaults === "object" && data.defaults !== null) {
      state.defaults = Object.fromEntries(
        Object.entries(data.defaults).filter(([, value]) => Number.isFinite(value)),
      );
    }
    return state.sources || state.answer ? state : null;
  } catch {
    return null;
  }
}

/** Save now; false when the browser refused (storage full or disabled). */
export function saveInputs(state) {
  try {
    if (!state.sources && !state.answer) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...state, saved: Date.now() }));
    return true;
  } catch {
    return false;
  }
}

export function clearInputs() {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage disabled: there is nothing to clear.
  }
}

/**
 * Save `read()` a moment after the last call to schedule(), and at once when the page is
 * hidden or left (the last keystrokes before closing the tab count too). onRefused is
 * called once per refusal streak, so a too-large paste is reported, not nagged about.
 */
export function createSaver(read, onRefused) {
  let timer = null;
  let refused = false;
  function flush() {
    clearTimeout(timer);
    timer = null;
    const ok = saveInputs(read());
    if (!ok && !refused) onRefused();
    refused = !ok;
  }
  addEventListener("pagehide", () => timer !== null && flush());
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden" && timer !== null) flush();
  });
  return {
    schedule() {
      clearTimeout(timer);
      timer = setTimeout(flush, SAVE_DELAY_MS);
    },
    flush,
    cancel() {
      clearTimeout(timer);
      timer = null;
    },
  };
}
