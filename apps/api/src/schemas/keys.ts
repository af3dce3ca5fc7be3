/**
 * Request schema of POST /keys (api.md §2).
 *
 * @module
 */
import * as v from 'valibot';
import { Timestamp } from './common';

/** Body of POST /keys: nothing, or an empty object. */
export const CreateKeySchema = v.optional(v.object({}));

/** An API key as listed (api.md §2): its prefix, never the key or its hash. */
export const ApiKeySchema = v.object({
  id: v.string(),
  prefix: v.string(),
  createdAt: Timestamp,
  revokedAt: v.nullable(Timestamp),
  current: v.pipe(v.boolean(), v.description('the key of this request')),
});

/** POST /keys: the key in plaintext, this once. */
export const CreatedApiKeySchema = v.object({ ...ApiKeySchema.entries, key: v.string() });

/** DELETE /keys/:id. */
export const RevokedKeySchema = v.object({ id: v.string(), revoked: v.literal(true) });
