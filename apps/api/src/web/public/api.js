// The API client of the web app: the same /api/v1 as every client, with the key the user entered.

const KEY_STORAGE = 'nutrilabel.apiKey';

/** The saved API key, or "". */
export function getApiKey() {
  return localStorage.getItem(KEY_STORAGE) ?? '';
}

/** Saves (or with "" forgets) the API key. */
export function setApiKey(key) {
  if (key) localStorage.setItem(KEY_STORAGE, key);
  else localStorage.removeItem(KEY_STORAGE);
}

/** An error response of the API ({ code, message, details }). */
export class ApiError extends Error {
  constructor(status, body) {
    super(body?.message ?? `HTTP ${status}`);
    this.status = status;
    this.code = body?.code ?? 0;
    this.details = body?.details ?? [];
  }

  /** One line for the page: the message and the offending fields. */
  describe() {
    const fields = this.details.map((d) => `${d.path}: ${d.message}`).join('; ');
    return fields ? `${this.message} (${fields})` : this.message;
  }
}

let pending = 0;

/** Marks the page busy while any request runs (a progress bar and aria-busy on <main>). */
function busy(delta) {
  pending += delta;
  document.body.classList.toggle('busy', pending > 0);
  document.querySelector('main')?.setAttribute('aria-busy', String(pending > 0));
}

/**
 * Calls /api/v1{path}. JSON bodies are sent as JSON; `as` picks the response reading:
 * "json" (the envelope's data), "text", "blob" or "response" (the envelope and its headers).
 * `quiet` requests (the typeahead) show their own loading state instead of the page's; `keyless`
 * ones (the formats and categories, public) send no key.
 */
export async function api(
  path,
  { method = 'GET', body, as = 'json', signal, headers: extra = {}, quiet = false, keyless = false } = {},
) {
  const headers = { ...(keyless ? {} : { 'x-api-key': getApiKey() }), ...extra };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const step = quiet ? 0 : 1;
  busy(step);
  try {
    const response = await fetch(`/api/v1${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    if (!response.ok) {
      let error = null;
      try {
        error = await response.json();
      } catch {
        // Not the JSON envelope (a proxy error page): keep the status.
      }
      throw new ApiError(response.status, error);
    }
    if (as === 'text') return await response.text();
    if (as === 'blob') return await response.blob();
    if (as === 'response') return { data: (await response.json()).data, headers: response.headers };
    return (await response.json()).data;
  } finally {
    busy(-step);
  }
}

/** The path of a `Link: <...>; rel="next"` header below /api/v1, or null. */
export function nextLink(headers) {
  const match = /<([^>]+)>;\s*rel="next"/.exec(headers.get('link') ?? '');
  return match ? match[1].replace(/^\/api\/v1/, '') : null;
}

/** One line for the page from any error. */
export function describe(error) {
  return error?.describe ? error.describe() : String(error?.message ?? error);
}

/** Offers a blob as a file download. */
export function download(blob, fileName) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file name from a recipe name. */
export function fileName(name, extension) {
  const base = name
    .normalize('NFKD')
    .replace(/[^\w -]+/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 80);
  return `${base || 'recipe'}-label.${extension}`;
}
