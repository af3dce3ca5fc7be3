import { describe, expect, test } from 'vitest';
import { json, makeApp } from '../helpers';

interface KeyView {
  id: string;
  prefix: string;
  createdAt: string;
  revokedAt: string | null;
  current: boolean;
  key?: string;
}

describe('/api/v1/keys', () => {
  test('GET lists the account’s keys without hashes or account ids, marking the caller’s key', async () => {
    const { call, key } = await makeApp();
    const response = await call('/api/v1/keys');
    expect(response.status).toBe(200);
    const { data } = await json<{ data: KeyView[] }>(response);
    expect(data).toHaveLength(1);
    expect(data[0]).toEqual({
      id: expect.stringMatching(/^key_/),
      prefix: key.slice(0, 8),
      createdAt: expect.any(String),
      revokedAt: null,
      current: true,
    });
    expect(JSON.stringify(data)).not.toContain(key);
  });

  test('POST creates a key shown once; it works, and the list never shows it again', async () => {
    const { call } = await makeApp();
    const response = await call('/api/v1/keys', { method: 'POST' });
    expect(response.status).toBe(201);
    const created = (await json<{ data: KeyView }>(response)).data;
    expect(created.key).toMatch(/^nlk_[A-Za-z0-9]{32}$/);
    expect(created.prefix).toBe(created.key?.slice(0, 8));
    expect(created.current).toBe(false);
    const listed = await call('/api/v1/keys', { key: created.key ?? '' });
    expect(listed.status).toBe(200);
    const keys = (await json<{ data: KeyView[] }>(listed)).data;
    expect(keys).toHaveLength(2);
    expect(keys.find((k) => k.id === created.id)?.current).toBe(true);
    expect(JSON.stringify(keys)).not.toContain(created.key);
  });

  test('POST accepts an empty JSON object, refuses other bodies', async () => {
    const { call } = await makeApp();
    expect((await call('/api/v1/keys', { body: {} })).status).toBe(201);
    expect((await json(await call('/api/v1/keys', { body: '{oops' }))).code).toBe(40002);
    expect((await json(await call('/api/v1/keys', { body: [1] }))).code).toBe(40001);
    const text = await call('/api/v1/keys', {
      method: 'POST',
      body: 'x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
  });

  test('DELETE revokes a key: it stops working at once and shows as revoked', async () => {
    const { call } = await makeApp();
    const created = (await json<{ data: KeyView }>(await call('/api/v1/keys', { method: 'POST' }))).data;
    const revoked = await call(`/api/v1/keys/${created.id}`, { method: 'DELETE' });
    expect(revoked.status).toBe(200);
    expect((await json(revoked)).data).toEqual({ id: created.id, revoked: true });
    expect((await json(await call('/api/v1/keys', { key: created.key ?? '' }))).code).toBe(40102);
    const keys = (await json<{ data: KeyView[] }>(await call('/api/v1/keys'))).data;
    expect(keys.find((k) => k.id === created.id)?.revokedAt).toEqual(expect.any(String));
  });

  test('the last active key cannot be revoked (42201); once another exists it can', async () => {
    const { call } = await makeApp();
    const own = (await json<{ data: KeyView[] }>(await call('/api/v1/keys'))).data[0]!;
    const refused = await call(`/api/v1/keys/${own.id}`, { method: 'DELETE' });
    expect(refused.status).toBe(422);
    expect((await json(refused)).code).toBe(42201);
    const spare = (await json<{ data: KeyView }>(await call('/api/v1/keys', { method: 'POST' }))).data;
    expect((await call(`/api/v1/keys/${own.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await call('/api/v1/keys', { key: spare.key ?? '' })).status).toBe(200);
  });

  test('revoking the last two keys at the same moment leaves one active (42201 for the other)', async () => {
    const { call, store, account } = await makeApp();
    const spare = (await json<{ data: KeyView }>(await call('/api/v1/keys', { method: 'POST' }))).data;
    const keys = await store.apiKeys.list(account.id);
    expect(keys).toHaveLength(2);
    const answers = await Promise.all(
      keys.map((k) => call(`/api/v1/keys/${k.id}`, { method: 'DELETE', key: spare.key ?? '' })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 422]);
    const refused = answers.find((r) => r.status === 422)!;
    expect(await json(refused)).toEqual({
      code: 42201,
      message: 'This is the last active key of the account; create another key before revoking it.',
    });
    expect((await store.apiKeys.list(account.id)).filter((k) => k.revokedAt === null)).toHaveLength(1);
  });

  test('another account’s key and unknown ids are 404, and the other key keeps working', async () => {
    const { call, store } = await makeApp();
    const other = await store.accounts.create({ plan: 'free' });
    const otherKey = await store.apiKeys.create(other.id);
    await store.apiKeys.create(other.id);
    expect((await call(`/api/v1/keys/${otherKey.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await call('/api/v1/keys/key_doesNotExist', { method: 'DELETE' })).status).toBe(404);
    expect((await call('/api/v1/keys/..%2F..', { method: 'DELETE' })).status).toBe(404);
    expect(await store.apiKeys.authenticate(otherKey.key)).not.toBeNull();
  });

  test('POST refuses an Idempotency-Key, so the plaintext key is never kept for a replay', async () => {
    const { call, store, account } = await makeApp();
    const response = await call('/api/v1/keys', { method: 'POST', headers: { 'idempotency-key': 'k-1' } });
    expect(response.status).toBe(400);
    const body = await json<{ code: number; details: { path: string }[] }>(response);
    expect(body.code).toBe(40001);
    expect(body.details[0]?.path).toBe('Idempotency-Key');
    expect(await store.apiKeys.list(account.id)).toHaveLength(1);
    expect(JSON.stringify(await store.idempotency.get(account.id, 'k-1'))).not.toMatch(/nlk_/);
  });
});
