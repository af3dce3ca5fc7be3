/**
 * Pieces of response schemas several resources share.
 *
 * @module
 */
import { NUTRIENT_KEYS } from '@nutrilabel/core';
import * as v from 'valibot';

/** An instant as the store writes it (ISO 8601, UTC). */
export const Timestamp = v.pipe(v.string(), v.isoTimestamp());

/** Nutrient amounts per 100 g by known key (the document lists every key as a property). */
export const NutrientAmountsSchema = v.record(v.picklist(NUTRIENT_KEYS), v.number());

/** `metadata` as answered: the account's own string keys (api.md §15). */
export const MetadataOutSchema = v.record(v.string(), v.string());

/** `{ id, deleted: true }` of a DELETE. */
export const DeletedSchema = v.object({ id: v.string(), deleted: v.literal(true) });
