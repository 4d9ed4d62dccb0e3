// The page's UI languages: pick one from the browser, translate the page's chrome.
//
// The report itself is translated by the core (its catalogs are
// pycore/ragcite/i18n/*.json): the page passes the chosen language as the
// `ui_language` of every check, export and render request.
//
// Markup opts in with attributes, so index.html stays readable in English:
//   data-i18n="key"                      sets the element's textContent
//   data-i18n-attr="placeholder:key; aria-label:key2"   sets attributes

import { UI_EN } from "./en.js";
import { UI_ES } from "./es.js";
import { UI_FR } from "./fr.js";
import { UI_ID } from "./id.js";
import { UI_IT } from "./it.js";

const CATALOGS = { en: UI_EN, it: UI_IT, id: UI_ID, es: UI_ES, fr: UI_FR };
const LANGUAGE_KEY = "ragcite:ui-language";

/**
 * The first of the browser's preferred languages that the page speaks, by primary
 * subtag ("it-CH" -> "it"; "in" is the pre-1989 code for Indonesian, still sent by
 * some Android systems), else English.
 */
export function pickLanguage(preferred = navigator.languages ?? [navigator.language]) {
  for (const tag of preferred ?? []) {
    let code = String(tag).toLowerCase().split(/[-_]/)[0];
    if (code === "in") code = "id";
    if (code in CATALOGS) return code;
  }
  return "en";
}

/** The language chosen with the switcher earlier, else the browser's. */
export function initialLanguage() {
  try {
    const saved = localStorage.getItem(LANGUAGE_KEY);
    if (saved && saved in CATALOGS) return saved;
  } catch {
    // Storage can be disabled (privacy settings); the browser's language will do.
  }
  return pickLanguage();
}

export function rememberLanguage(code) {
  try {
    localStorage.setItem(LANGUAGE_KEY, code);
  } catch {
    // Not remembered; nothing else depends on it.
  }
}

/** t(key, params): the message in `code`, falling back to English, then to the key. */
export function translator(code) {
  const catalog = CATALOGS[code] ?? UI_EN;
  return (key, params = {}) => {
    const text = catalog[key] ?? UI_EN[key] ?? key;
    return text.replace(/\{(\w+)\}/g, (all, name) => (name in params ? String(params[name]) : all));
  };
}

/** Whether the catalogs have `key` (English is complete; the others fall back to it). */
export function hasKey(key) {
  return Object.hasOwn(UI_EN, key);
}

/**
 * Label a menu option the core named (a format, an example) by its catalog key when
 * there is one, so it follows the page's language (applyTranslations relabels it on a
 * switch); else the core's own label, as written.
 */
export function labelOption(option, key, label, t) {
  if (hasKey(key)) {
    option.dataset.i18n = key;
    option.textContent = t(key);
  } else {
    option.textContent = label;
  }
}

/** Translate every opted-in element under `root` (textContent and attributes only). */
export function applyTranslations(root, t, code) {
  for (const element of root.querySelectorAll("[data-i18n]")) {
    element.textContent = t(element.dataset.i18n);
  }
  for (const element of root.querySelectorAll("[data-i18n-attr]")) {
    for (const pair of element.dataset.i18nAttr.split(";")) {
      const [attribute, key] = pair.split(":").map((part) => part.trim());
      if (attribute && key) element.setAttribute(attribute, t(key));
    }
  }
  if (root === document || root === document.documentElement) {
    document.documentElement.lang = code;
    // The page is authored in English: its own <title> stays as written in English.
    authoredTitle ??= document.title;
    document.title = code === "en" ? authoredTitle : t("page.title");
  }
}

let authoredTitle = null;

/**
 * [code, name in its own language] of the languages the page has a catalog for, in the
 * order of `offered` (the core's UI languages, from its contract) when given.
 */
export function pageLanguages(offered = null) {
  const codes = offered ? offered.map(([code]) => code) : Object.keys(CATALOGS);
  return codes.filter((code) => code in CATALOGS).map((code) => [code, CATALOGS[code]["language.name"]]);
}

/** Fill a <select> with the languages, each named in its own language. */
export function fillLanguageSelect(select, code, languages = pageLanguages()) {
  select.replaceChildren(
    ...languages.map(([value, name]) => {
      const option = document.createElement("option");
      option.value = value;
      option.lang = value;
      option.textContent = name;
      return option;
    }),
  );
  select.value = code;
}
