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
