// A label panel wider than its column (the FDA tabular display of two columns, the ANZ panel with its
// Health Star Rating) is scaled down to the column's width instead of scrolling sideways. The panel's
// markup is the API's, untouched: it is shown inside two wrappers of ours, the inner one scaled with a
// CSS transform, so the panel keeps its own layout and aspect ratio, its text stays selectable HTML and
// its SVG is drawn at the scale shown (crisp). Print shows it unscaled (style.css).

/** Shows the panel's markup `html` in `preview`, inside the wrappers that scale it, fitted. */
export function panelFrame(preview, html) {
  const scaled = document.createElement('div');
  scaled.className = 'panel-scale';
  // The fragment comes from our API, which escapes every user string; the page CSP runs no inline script.
  scaled.innerHTML = html;
  const frame = document.createElement('div');
  frame.className = 'panel-fit';
  frame.append(scaled);
  preview.replaceChildren(frame);
  fitPanel(preview);
}

/**
 * Scales the panel in `preview` down to its width (never up). A transform leaves the layout box as it
 * was, so the outer wrapper takes the scaled height and clips the unscaled box, which would otherwise
 * still count as overflow and scroll the preview sideways.
 */
export function fitPanel(preview) {
  const frame = preview.querySelector(':scope > .panel-fit');
  const available = preview.getBoundingClientRect().width;
  // A hidden view has no width: it is fitted when it shows (the observer below).
  if (!frame || available === 0) return;
  frame.style.removeProperty('--fit');
  frame.style.removeProperty('--fit-height');
  const natural = frame.firstElementChild.getBoundingClientRect();
  if (natural.width <= available) return;
  // Three decimals, rounded down: the scaled panel is never a fraction of a pixel too wide.
  const scale = Math.floor((available / natural.width) * 1000) / 1000;
  frame.style.setProperty('--fit', String(scale));
  frame.style.setProperty('--fit-height', `${Math.ceil(scale * natural.height)}px`);
}

/** Refits the panel whenever the preview's width changes (window, column, view shown). */
export function keepPanelFitted(preview) {
  let width = -1;
  new ResizeObserver(() => {
    const now = preview.getBoundingClientRect().width;
    if (now === width) return;
    width = now;
    fitPanel(preview);
  }).observe(preview);
}
