import { describe, expect, test } from 'vitest';
import { StoreError } from '../store-error';
import { guardClient, storeCodeOf, toStoreError } from './map-error';
import type { SqlClient } from './sql-client';

describe('storeCodeOf', () => {
  test('for SQLSTATEs and socket codes', () => {
    expect(storeCodeOf({ code: '23505' })).toBe('conflict');
    expect(storeCodeOf({ code: '23503' })).toBe('not_found');
    expect(storeCodeOf({ code: '22P02' })).toBe('invalid');
    expect(storeCodeOf({ code: '08006' })).toBe('unavailable');
    expect(storeCodeOf({ code: '57P01' })).toBe('unavailable');
    expect(storeCodeOf({ code: '53300' })).toBe('unavailable');
    expect(storeCodeOf({ code: '40P01' })).toBe('unavailable');
    expect(storeCodeOf({ code: 'ECONNREFUSED' })).toBe('unavailable');
    expect(storeCodeOf({ code: 'CONNECT_TIMEOUT' })).toBe('unavailable');
    expect(storeCodeOf(Object.assign(new AggregateError([{ code: 'ECONNREFUSED' }]), {}))).toBe(
      'unavailable',
    );
    expect(storeCodeOf(new Error('PGlite is closed'))).toBe('unavailable');
    expect(storeCodeOf({ code: '42601' })).toBe('internal');
    expect(storeCodeOf(new Error('something else'))).toBe('internal');
  });
});

describe('toStoreError', () => {
  test('for a driver error: wrapped, with the cause', () => {
    const cause = Object.assign(new Error('duplicate key'), { code: '23505' });
    const e = toStoreError('postgres', cause);
    expect(e).toMatchObject({
      code: 'conflict',
      message: '[store] [postgres] conflict: duplicate key',
      cause,
    });
  });
});

describe('guardClient', () => {
  const failing = (error: unknown): SqlClient => ({
    name: 'pglite',
    query: async () => {
      throw error;
    },
    exec: async () => {
      throw error;
    },
    transaction: async (fn) => fn({ query: async () => ({ rows: [] }), exec: async () => {} }),
    close: async () => {},
  });

  test('for a failing query: a StoreError', async () => {
    const client = guardClient(failing(Object.assign(new Error('down'), { code: 'ECONNRESET' })));
    await expect(client.query('select 1')).rejects.toBeInstanceOf(StoreError);
    await expect(client.exec('select 1')).rejects.toMatchObject({ code: 'unavailable' });
  });

  test("for a transaction callback's own error: rethrown unchanged", async () => {
    const mine = new Error('mine');
    const err = await guardClient(failing(new Error('x')))
      .transaction(async () => {
        throw mine;
      })
      .catch((e: unknown) => e);
    expect(err).toBe(mine);
  });
});
