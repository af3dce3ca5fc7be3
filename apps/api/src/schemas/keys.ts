/**
 * Request schema of POST /keys (api.md §2).
 *
 * @module
 */
import * as v from 'valibot';

/** Body of POST /keys: nothing, or an empty object. */
export const CreateKeySchema = v.optional(v.object({}));
