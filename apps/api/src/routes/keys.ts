/**
 * API keys of the caller's account (api.md §2, the dashboard's key page): list, create
 * (the plaintext key is in the response this once) and revoke. Hashes never leave the store.
 *
 * @module
 */
import { type ApiKeyInfo, isStoreError } from '@nutrilabel/store';
import { Hono } from 'hono';
import type * as v from 'valibot';
import type { AppDeps, AppEnv } from '../deps';
import { ApiError, notFound, validationError } from '../http/errors';
import { readJson } from '../http/json-body';
import { parseOrThrow } from '../http/validate';
import { type ApiKeySchema, CreateKeySchema } from '../schemas/keys';

/** Key ids as the store makes them (`key_` + base62). */
const KEY_ID = /^key_[A-Za-z0-9]{1,64}$/;

/** The public view of a key: no account id, no hash. `current` marks the key of this request. */
const publicKey = (key: ApiKeyInfo, currentKeyId: string): v.InferOutput<typeof ApiKeySchema> => ({
  id: key.id,
  prefix: key.prefix,
  createdAt: key.createdAt,
  revokedAt: key.revokedAt,
  current: key.id === currentKeyId,
});

/** The key routes. */
export function keyRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get('/keys', async (c) => {
    const auth = c.get('auth');
    const keys = await deps.store.apiKeys.list(auth.accountId);
    return c.json({ code: 0, data: keys.map((k) => publicKey(k, auth.keyId)) });
  });

  app.post('/keys', async (c) => {
    // The idempotency middleware would keep the response (the plaintext key) to replay it: refuse.
    if (c.req.header('idempotency-key') !== undefined) {
      throw validationError(
        [{ path: 'Idempotency-Key', message: 'not accepted here' }],
        'POST /keys takes no Idempotency-Key: a new key is shown once and never stored to be replayed.',
      );
    }
    const hasBody =
      c.req.header('content-type') !== undefined || (c.req.header('content-length') ?? '0') !== '0';
    const raw = hasBody ? await readJson(c) : undefined;
    // valibot's object schema lets arrays through (its output is a fresh object).
    if (Array.isArray(raw))
      throw validationError([{ path: '(body)', message: 'the body must be a JSON object' }]);
    parseOrThrow(CreateKeySchema, raw);
    const auth = c.get('auth');
    const created = await deps.store.apiKeys.create(auth.accountId);
    return c.json({ code: 0, data: { ...publicKey(created, auth.keyId), key: created.key } }, 201);
  });

  app.delete('/keys/:id', async (c) => {
    const id = c.req.param('id');
    const auth = c.get('auth');
    // The store refuses to revoke the last active key in the same transaction as the revocation,
    // so two revocations at once cannot leave the account without one.
    const revoked = KEY_ID.test(id)
      ? await deps.store.apiKeys.revoke(auth.accountId, id).catch((error: unknown) => {
          if (isStoreError(error, 'conflict')) {
            throw new ApiError(
              42201,
              'This is the last active key of the account; create another key before revoking it.',
            );
          }
          throw error;
        })
      : false;
    if (!revoked) throw notFound('API key');
    return c.json({ code: 0, data: { id, revoked: true } });
  });

  return app;
}
