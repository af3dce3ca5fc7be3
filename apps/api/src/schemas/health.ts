/**
 * Answers of the health checks (api.md §12).
 *
 * @module
 */
import * as v from 'valibot';

/** GET /healthz. */
export const LivenessSchema = v.object({ status: v.literal('ok') });

/** GET /readyz. */
export const ReadinessSchema = v.object({ status: v.literal('ready'), store: v.string() });
