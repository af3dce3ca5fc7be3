// The web app's entry: a two-view hash router (#/label, #/settings) and the key indicator.
import { getApiKey } from './api.js';
import { initBuilder, showBuilder } from './builder.js';
import { byId } from './dom.js';
import { initSettings, showSettings } from './settings.js';

const VIEWS = { label: showBuilder, settings: showSettings };

function keyStatus() {
  const key = getApiKey();
  byId('key-status').textContent = key ? `Key ${key.slice(0, 8)}…` : 'No API key: add one in Settings';
}

function route() {
  const name = location.hash.replace(/^#\//, '') || (getApiKey() ? 'label' : 'settings');
  const view = name in VIEWS ? name : 'label';
  for (const id of Object.keys(VIEWS)) byId(`view-${id}`).hidden = id !== view;
  for (const link of document.querySelectorAll('[data-nav]')) {
    if (link.dataset.nav === view) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
  VIEWS[view]();
}

initBuilder();
initSettings(() => {
  keyStatus();
  route();
});
keyStatus();
window.addEventListener('hashchange', route);
route();
