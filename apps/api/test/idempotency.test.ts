/** Idempotency-Key (api.md §5) on the write routes: the request is compared, not its bytes. */
import { describe, expect, test } from 'vitest';
import { canonicalBody } from '../src/middleware/idempotency';
import { json, makeApp } from './helpers';

interface ErrorBody {
  code: number;
  message: string;
  details?: { path: string; message: string }[];
}

describe('api.md §5: Idempotency-Key compares the request, not its bytes', () => {
  test('the same JSON with other spacing and key order replays; other values are 409', async () => {
    const { call } = await makeApp();
    const headers = { 'idempotency-key': 'audit-1' };
    const first = await call('/api/v1/recipes', {
      body: '{"name":"Idem","recipe":{"servingSizeGrams":10,"ingredients":[{"name":"x","weightGrams":100}]}}',
      headers,
    });
    expect(first.status).toBe(201);
    const id = (await json<{ data: { id: string } }>(first)).data.id;
    const again = await call('/api/v1/recipes', {
      body: '{ "recipe": {"ingredients": [{"weightGrams": 100, "name": "x"}], "servingSizeGrams": 10},\n "name": "Idem" }',
      headers,
    });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await json<{ data: { id: string } }>(again)).data.id).toBe(id);
    const other = await call('/api/v1/recipes', {
      body: '{"name":"Idem","recipe":{"servingSizeGrams":10,"ingredients":[{"name":"y","weightGrams":100}]}}',
      headers,
    });
    expect(other.status).toBe(409);
    expect((await json<ErrorBody>(other)).code).toBe(40901);
  });

  test('canonicalBody sorts keys at every level and keeps array order', () => {
    expect(canonicalBody('{ "b": 1, "a": [ {"d": 2, "c": 3}, 1 ] }')).toBe('{"a":[{"c":3,"d":2},1],"b":1}');
    expect(canonicalBody('not json')).toBe('not json');
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect(canonicalBody(deep)).toBe(deep);
    // Wider than any schema allows (a hostile body): compared byte for byte instead of sorted.
    const wide = `{${Array.from({ length: 1001 }, (_, i) => `"k${1000 - i}":1`).join(',')}}`;
    expect(canonicalBody(wide)).toBe(wide);
    const narrow = `{${Array.from({ length: 1000 }, (_, i) => `"k${999 - i}":1`).join(',')}}`;
    expect(canonicalBody(narrow)).not.toBe(narrow);
  });

  test('canonicalBody orders array-index keys as the earlier release did, so its records still match', () => {
    // The earlier form rebuilt each object from its sorted entries: JavaScript puts "2", "10", "2024" first.
    expect(canonicalBody('{"metadata":{"2024":"x","10":"y","2":"z","a":"w","07":"q","-1":"n"}}')).toBe(
      '{"metadata":{"2":"z","10":"y","2024":"x","-1":"n","07":"q","a":"w"}}',
    );
  });
});
