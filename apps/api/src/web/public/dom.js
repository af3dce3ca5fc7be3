// Small DOM helpers. Text always goes in as text nodes, never as markup.

/** Creates an element with attributes (on* keys become listeners) and children (strings become text). */
export function el(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    if (name.startsWith('on') && typeof value === 'function') node.addEventListener(name.slice(2), value);
    else if (name in node && typeof value !== 'string') node[name] = value;
    else node.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children.flat()) {
    if (child !== undefined && child !== null && child !== false)
      node.append(child instanceof Node ? child : String(child));
  }
  return node;
}

/**
 * A `<button type="button">` showing `text`, named for screen readers by `label` (e.g. "Delete Oats"),
 * calling `onclick`; `attributes` adds a class, a test id, …
 */
export function button(text, label, onclick, attributes = {}) {
  return el('button', { type: 'button', 'aria-label': label, onclick, ...attributes }, text);
}

/** The element with this id (throws when the page lacks it). */
export function byId(id) {
  const node = document.getElementById(id);
  if (!node) throw new Error(`#${id} is missing`);
  return node;
}

/** Shows a status line, as an error or not. */
export function status(node, message, isError = false) {
  node.textContent = message;
  node.classList.toggle('error', isError);
}

/** A function that runs `fn` once calls have stopped for `ms`. */
export function debounce(fn, ms) {
  let timer;
  return (...args) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), ms);
  };
}

/** A short local date and time. */
export function when(iso) {
  return iso ? new Date(iso).toLocaleString() : '';
}

/**
 * Places an API error's `details` at the fields they name: the element inside `scope` whose
 * `data-path` is the detail's path or its nearest parent ("recipe.ingredients.1.unit" falls back
 * to "recipe.ingredients.1"), opening the <details> it is in. Returns the details no field took.
 */
export function showFieldErrors(scope, details = []) {
  clearFieldErrors(scope);
  const unplaced = [];
  for (const [index, detail] of details.entries()) {
    let path = String(detail.path ?? '');
    let field = null;
    while (path && !field) {
      field = scope.querySelector(`[data-path="${CSS.escape(path)}"]`);
      path = path.includes('.') ? path.slice(0, path.lastIndexOf('.')) : '';
    }
    if (!field) {
      unplaced.push(detail);
      continue;
    }
    const id = `field-error-${scope.id || 'x'}-${index}`;
    const message = el('p', { class: 'field-error error', id, role: 'alert' }, detail.message);
    const control = field.matches('input, select, textarea') ? field : field.querySelector('input, select');
    if (control) {
      control.setAttribute('aria-invalid', 'true');
      control.setAttribute('aria-describedby', id);
    }
    const anchor = field.closest('label, td, tr') ?? field;
    if (anchor.matches('td')) anchor.append(message);
    else if (anchor.matches('tr')) anchor.lastElementChild?.append(message);
    else anchor.after(message);
    // A message inside a closed <details> (the label options) is shown: it opens.
    for (let box = message.closest('details'); box; box = box.parentElement?.closest('details'))
      box.open = true;
  }
  return unplaced;
}

/** Removes the messages and marks of showFieldErrors. */
export function clearFieldErrors(scope) {
  for (const node of scope.querySelectorAll('.field-error')) node.remove();
  for (const node of scope.querySelectorAll('[aria-invalid]')) {
    node.removeAttribute('aria-invalid');
    node.removeAttribute('aria-describedby');
  }
}
