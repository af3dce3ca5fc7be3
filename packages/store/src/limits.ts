/**
 * Store-wide constants.
 *
 * @module
 */

/** Idempotency records older than this are ignored (api.md §5: "within 24 h"). */
export const IDEMPOTENCY_TTL_MS: number = 24 * 60 * 60 * 1000;

/** Default number of delivery attempts (api.md §9: "about 8 attempts over about an hour"). */
export const DEFAULT_MAX_ATTEMPTS = 8;

/** Default and largest number of deliveries listed per webhook. */
export const DEFAULT_DELIVERY_LIST_LIMIT = 50;

/** Default and largest number of ingredient search hits (api.md §6: default 10, max 50). */
export const DEFAULT_SEARCH_LIMIT = 10;
export const MAX_SEARCH_LIMIT = 50;
