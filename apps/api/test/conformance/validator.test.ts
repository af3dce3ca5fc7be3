/**
 * The conformance check refuses what a validating proxy would: the served document against
 * answers the server must never give.
 */
import { describe, expect, test } from 'vitest';
import { makeApp } from '../helpers';
import { DocumentValidator } from './validator';

const { call } = await makeApp();
const validator = new DocumentValidator((await (await call('/openapi.json', { key: null })).json()) as never);
const headers = (extra: Record<string, string> = {}) =>
  new Headers({ 'content-type': 'application/json; charset=utf-8', 'x-request-id': 'req_1', ...extra });
const webhook = {
  id: 'wh_1',
  url: 'https://example.com/h',
  events: ['label.generated'],
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('DocumentValidator', () => {
  test('a documented answer passes', () => {
    const body = JSON.stringify({ code: 0, data: [webhook] });
    expect(validator.check('GET', '/api/v1/webhooks', 200, headers(), body)).toEqual([]);
  });

  test('an undocumented field, a wrong type, a missing field', () => {
    const extra = JSON.stringify({ code: 0, data: [{ ...webhook, secret: 'leaked' }] });
    expect(validator.check('GET', '/api/v1/webhooks', 200, headers(), extra).join()).toContain('additional');
    const typed = JSON.stringify({ code: 0, data: [{ ...webhook, createdAt: 5 }] });
    expect(validator.check('GET', '/api/v1/webhooks', 200, headers(), typed)).toHaveLength(1);
    const missing = JSON.stringify({ code: 0, data: { status: 'ready' } });
    expect(validator.check('GET', '/readyz', 200, headers(), missing).join()).toContain('store');
  });

  test('an error code the status does not list, an undocumented status, an unknown operation', () => {
    const body = JSON.stringify({ code: 40003, message: 'x' });
    expect(validator.check('GET', '/api/v1/keys', 400, headers(), body).join()).toContain('allowed values');
    expect(validator.check('GET', '/healthz', 418, headers(), '{}')).toEqual([
      'GET /healthz: status 418 is not documented',
    ]);
    expect(validator.check('GET', '/nowhere', 200, headers(), '{}')).toHaveLength(1);
  });

  test('headers: x-request-id required, undeclared ones refused, declared ones typed', () => {
    const body = JSON.stringify({ code: 0, data: { status: 'ok' } });
    const without = new Headers({ 'content-type': 'application/json' });
    expect(validator.check('GET', '/healthz', 200, without, body)).toEqual([
      'GET /healthz 200: header x-request-id is missing',
    ]);
    expect(validator.check('GET', '/healthz', 200, headers({ 'x-powered-by': 'me' }), body)).toEqual([
      'GET /healthz 200: header x-powered-by is not documented',
    ]);
    const limited = headers({ 'ratelimit-limit': 'lots' });
    expect(
      validator.check('GET', '/api/v1/webhooks', 200, limited, JSON.stringify({ code: 0, data: [] })),
    ).toHaveLength(1);
  });

  test('a media type the operation does not produce', () => {
    const csv = new Headers({ 'content-type': 'text/csv', 'x-request-id': 'r' });
    expect(validator.check('GET', '/healthz', 200, csv, undefined).join()).toContain('content type text/csv');
  });
});
