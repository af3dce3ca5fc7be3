// The settings view: the key this browser uses, the account's keys, and webhooks with their deliveries.
import { api, describe, getApiKey, setApiKey } from './api.js';
import { byId, el, status, when } from './dom.js';

// ---- this browser's key

function bindKey(onKeyChange) {
  byId('save-key').addEventListener('click', () => {
    const key = byId('api-key').value.trim();
    const changed = key !== getApiKey();
    setApiKey(key);
    status(byId('key-message'), key ? 'Saved in this browser.' : 'Forgotten.');
    onKeyChange({ changed, forgotten: !key });
  });
  byId('forget-key').addEventListener('click', () => {
    setApiKey('');
    byId('api-key').value = '';
    status(byId('key-message'), 'Forgotten.');
    onKeyChange({ changed: true, forgotten: true });
  });
}

// ---- account keys

async function loadKeys() {
  const body = byId('keys').querySelector('tbody');
  const line = byId('keys-message');
  if (!getApiKey()) {
    body.replaceChildren();
    status(line, 'Save an API key above to manage keys.');
    return;
  }
  try {
    const keys = await api('/keys');
    body.replaceChildren(
      ...keys.map((key) =>
        el(
          'tr',
          { 'data-testid': 'key-row' },
          el('td', {}, el('code', {}, `${key.prefix}…`), key.current ? ' (this browser)' : ''),
          el('td', {}, when(key.createdAt)),
          el('td', {}, key.revokedAt ? `revoked ${when(key.revokedAt)}` : 'active'),
          el(
            'td',
            {},
            key.revokedAt
              ? ''
              : el('button', { type: 'button', class: 'secondary', onclick: () => revokeKey(key) }, 'Revoke'),
          ),
        ),
      ),
    );
    status(line, '');
  } catch (error) {
    body.replaceChildren();
    status(line, describe(error), true);
  }
}

async function createKey() {
  try {
    const created = await api('/keys', { method: 'POST', body: {} });
    byId('created-key-value').textContent = created.key;
    byId('created-key').hidden = false;
    await loadKeys();
  } catch (error) {
    status(byId('keys-message'), describe(error), true);
  }
}

async function revokeKey(key) {
  const warning = key.current ? ' This browser uses it: you will need another key afterwards.' : '';
  if (!confirm(`Revoke ${key.prefix}…?${warning}`)) return;
  try {
    await api(`/keys/${encodeURIComponent(key.id)}`, { method: 'DELETE' });
    await loadKeys();
  } catch (error) {
    status(byId('keys-message'), describe(error), true);
  }
}

// ---- webhooks

async function loadWebhooks() {
  const body = byId('webhooks').querySelector('tbody');
  const line = byId('webhooks-message');
  if (!getApiKey()) {
    body.replaceChildren();
    return;
  }
  try {
    const hooks = await api('/webhooks');
    body.replaceChildren(
      ...hooks.map((hook) =>
        el(
          'tr',
          { 'data-testid': 'webhook-row' },
          el('td', {}, el('code', {}, hook.url)),
          el('td', {}, hook.events.join(', ')),
          el('td', {}, when(hook.createdAt)),
          el(
            'td',
            {},
            el(
              'button',
              { type: 'button', class: 'secondary', onclick: () => showDeliveries(hook) },
              'Deliveries',
            ),
            ' ',
            el(
              'button',
              { type: 'button', class: 'secondary', onclick: () => deleteWebhook(hook) },
              'Delete',
            ),
          ),
        ),
      ),
    );
  } catch (error) {
    status(line, describe(error), true);
  }
}

async function saveWebhook(event) {
  event.preventDefault();
  const line = byId('webhooks-message');
  const events = [...document.querySelectorAll('input[name="event"]:checked')].map((box) => box.value);
  try {
    await api('/webhooks/configure', {
      method: 'POST',
      body: { url: byId('webhook-url').value.trim(), events, secret: byId('webhook-secret').value },
    });
    byId('webhook-secret').value = '';
    status(line, 'Webhook saved.');
    await loadWebhooks();
  } catch (error) {
    status(line, describe(error), true);
  }
}

async function deleteWebhook(hook) {
  if (!confirm(`Delete the webhook to ${hook.url}?`)) return;
  try {
    await api(`/webhooks/${encodeURIComponent(hook.id)}`, { method: 'DELETE' });
    byId('deliveries').hidden = true;
    await loadWebhooks();
  } catch (error) {
    status(byId('webhooks-message'), describe(error), true);
  }
}

async function showDeliveries(hook) {
  const box = byId('deliveries');
  const body = box.querySelector('tbody');
  byId('deliveries-of').textContent = hook.url;
  box.hidden = false;
  try {
    const deliveries = await api(`/webhooks/${encodeURIComponent(hook.id)}/deliveries?limit=20`);
    body.replaceChildren(
      ...(deliveries.length > 0
        ? deliveries.map((d) =>
            el(
              'tr',
              {},
              el('td', {}, el('code', {}, d.eventId)),
              el('td', {}, d.type),
              el('td', {}, d.status),
              el('td', {}, `${d.attempts} / ${d.maxAttempts}`),
              el('td', {}, d.lastStatusCode ?? d.lastError ?? ''),
              el('td', {}, when(d.updatedAt)),
            ),
          )
        : [el('tr', {}, el('td', { colspan: '6', class: 'muted' }, 'No deliveries yet.'))]),
    );
  } catch (error) {
    body.replaceChildren(el('tr', {}, el('td', { colspan: '6', class: 'error' }, describe(error))));
  }
}

/** Sets up the settings view. */
export function initSettings(onKeyChange) {
  bindKey(onKeyChange);
  byId('create-key').addEventListener('click', createKey);
  byId('use-created-key').addEventListener('click', () => {
    const key = byId('created-key-value').textContent ?? '';
    setApiKey(key);
    byId('api-key').value = key;
    status(byId('key-message'), 'This browser now uses the new key.');
    onKeyChange();
  });
  byId('webhook-form').addEventListener('submit', saveWebhook);
}

/** Refreshes the settings view's lists. */
export function showSettings() {
  byId('api-key').value = getApiKey();
  loadKeys();
  loadWebhooks();
}
