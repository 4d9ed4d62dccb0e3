// Share links: the inputs, compressed into the URL fragment.
//
// The fragment (the part after #) is never sent to a server, so a shared link keeps the
// "nothing leaves your browser" promise: whoever opens it runs the check in their own
// browser. Format: "#v1=" + base64url(deflate-raw(JSON)), JSON being the inputs by their
// form names, e.g. {sources, answer, sources_format, answer_format, threshold, language}.
// https://compression.spec.whatwg.org/  https://www.rfc-editor.org/rfc/rfc4648#section-5

export const SHARE_PREFIX = "#v1=";
/** Past this many characters some browsers, chat apps and mail programs cut links. */
export const SHARE_WARN_CHARS = 8000;
// A hostile link could inflate to gigabytes (deflate reaches ~1000:1); the core refuses
// fields over 20 M characters anyway, so stop reading well before memory runs out.
const SHARE_MAX_BYTES = 64 * 1024 * 1024;

function toBase64Url(bytes) {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function fromBase64Url(text) {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error("not base64url");
  const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

async function readCapped(stream, limit) {
  const reader = stream.getReader();
  const chunks = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      throw new Error("too large");
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/**
 * Text and number fields only: a link is untrusted input. The page then puts back only
 * the fields its form has, numbers within the bounds the core gives (fillInputs).
 */
export function cleanShareState(data) {
  if (typeof data !== "object" || data === null) throw new Error("not an object");
  const state = {};
  for (const [key, value] of Object.entries(data)) {
    if (typeof value !== "string" && !Number.isFinite(value)) throw new Error(`${key} is not text`);
    state[key] = value;
  }
  return state;
}

/** The fragment payload (without "#v1=") for `state`. */
export async function encodeShare(state) {
  const json = JSON.stringify(cleanShareState(state));
  const stream = new Blob([json]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  return toBase64Url(new Uint8Array(await new Response(stream).arrayBuffer()));
}

export async function decodeShare(payload) {
  const bytes = fromBase64Url(payload);
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
  const json = new TextDecoder("utf-8", { fatal: true }).decode(
    await readCapped(stream, SHARE_MAX_BYTES),
  );
  return cleanShareState(JSON.parse(json));
}

/** The payload in `hash` (e.g. location.hash), or null when it holds no shared inputs. */
export function sharePayload(hash = location.hash) {
  return hash.startsWith(SHARE_PREFIX) ? hash.slice(SHARE_PREFIX.length) : null;
}

/** The page's own address with `payload` as its fragment. */
export function shareUrl(payload, here = location.href) {
  const url = new URL(here);
  url.hash = "";
  return url.href.replace(/#$/, "") + SHARE_PREFIX + payload;
}

/** Drop the fragment once the inputs change, so a reload shows the edits, not the link. */
export function forgetShareFragment() {
  if (sharePayload() !== null) {
    history.replaceState(history.state, "", location.pathname + location.search);
  }
}
