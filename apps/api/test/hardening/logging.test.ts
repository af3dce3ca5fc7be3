/**
 * The log stream, captured: one JSON line per request with id, route, status and duration,
 * and no API key, webhook secret or recipe content anywhere in it, errors included.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { createMemoryStore, type Store } from '@nutrilabel/store';
import { describe, expect, test } from 'vitest';
import { createApp } from '../../src/app';
import { createLogger, maskSecrets } from '../../src/logging/create-logger';
import { requestLog } from '../../src/logging/request-log';

/** A logger whose lines land in `lines`. */
function capturedLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const logger = createLogger({ level: 'info', destination });
  return { logger, lines, text: () => lines.join('\n') };
}

const RECIPE_NAME = 'Zebra-Secret-Torte-7741';
const INGREDIENT_NAME = 'Quokka-Flour-5512';
const WEBHOOK_SECRET = 'whsec-very-private-98127364';
const recipe = {
  name: RECIPE_NAME,
  servingSizeGrams: 50,
  ingredients: [{ name: INGREDIENT_NAME, weightGrams: 100, nutrients: { energy_kcal: 350, protein: 10 } }],
};

describe('request logs', () => {
  test('one line per request: requestId, method, route pattern, status, duration; nothing secret', async () => {
    const { logger, lines, text } = capturedLogger();
    const store = createMemoryStore();
    const account = await store.accounts.create({ plan: 'team' });
    const { key } = await store.apiKeys.create(account.id);
    const wrongKey = 'nlk_WrongWrongWrongWrongWrongWrong';
    const app = createApp({ store, logger });
    const send = (path: string, init: RequestInit = {}) =>
      app.request(path, {
        ...init,
        headers: { 'x-api-key': key, 'content-type': 'application/json', ...(init.headers ?? {}) },
      });

    const responses = [
      await send('/api/v1/label', { method: 'POST', body: JSON.stringify({ recipe }) }),
      await send('/api/v1/recipes', { method: 'POST', body: JSON.stringify({ name: RECIPE_NAME, recipe }) }),
      await send('/api/v1/label', {
        method: 'POST',
        body: JSON.stringify({ recipe: { ...recipe, servingSizeGrams: -1 } }),
      }),
      await send('/api/v1/label', { method: 'POST', body: `{"recipe": "${RECIPE_NAME}` }),
      await send('/api/v1/webhooks/configure', {
        method: 'POST',
        body: JSON.stringify({
          url: 'https://example.com/hook',
          events: ['label.generated'],
          secret: WEBHOOK_SECRET,
        }),
      }),
      await send(`/api/v1/ingredients/search?q=${INGREDIENT_NAME}`),
      await send('/api/v1/recipes', { headers: { 'x-api-key': wrongKey } }),
      await send('/api/v1/nothing-here'),
      await app.request('/healthz'),
    ];
    await new Promise((resolve) => setImmediate(resolve));
    expect(responses.map((r) => r.status)).toEqual([200, 201, 400, 400, 201, 200, 401, 404, 200]);

    const requestLines = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => l.msg === 'request');
    expect(requestLines).toHaveLength(responses.length);
    expect(requestLines.map((l) => [l.method, l.route, l.status])).toEqual([
      ['POST', '/api/v1/label', 200],
      ['POST', '/api/v1/recipes', 201],
      ['POST', '/api/v1/label', 400],
      ['POST', '/api/v1/label', 400],
      ['POST', '/api/v1/webhooks/configure', 201],
      ['GET', '/api/v1/ingredients/search', 200],
      // Refused before any route ran: no pattern, and never the raw path.
      ['GET', null, 401],
      ['GET', null, 404],
      ['GET', '/healthz', 200],
    ]);
    for (const [i, line] of requestLines.entries()) {
      expect(line.requestId).toBe((responses[i] as Response).headers.get('x-request-id'));
      expect(typeof line.durationMs).toBe('number');
      expect(line.level).toBe('info');
    }
    expect(requestLines[0]?.accountId).toBe(account.id);

    const all = text();
    for (const secret of [key, wrongKey, key.slice(4), WEBHOOK_SECRET, RECIPE_NAME, INGREDIENT_NAME]) {
      expect(all).not.toContain(secret);
    }
  });

  test('an unexpected error is logged with its stack, keys in its text masked, and no request content', async () => {
    const { logger, text } = capturedLogger();
    const store = createMemoryStore();
    const account = await store.accounts.create({ plan: 'team' });
    const { key } = await store.apiKeys.create(account.id);
    const broken: Store = {
      ...store,
      recipes: {
        ...store.recipes,
        list: async () => {
          throw new Error(`driver exploded while holding ${key}`);
        },
      },
    };
    const app = createApp({ store: broken, logger });
    const response = await app.request('/api/v1/recipes', { headers: { 'x-api-key': key } });
    expect(response.status).toBe(500);
    const all = text();
    expect(all).toContain('unexpected error');
    expect(all).toContain('driver exploded while holding nlk_[redacted]');
    expect(all).not.toContain(key);
  });

  test('secret-named top-level fields are redacted even if someone logs them', () => {
    const { logger, text } = capturedLogger();
    logger.info(
      { key: 'k1', secret: 's1', apiKey: 'k2', password: 'p1', recipe: { name: 'r1' }, ok: 'visible' },
      'oops',
    );
    const line = JSON.parse(text()) as Record<string, unknown>;
    expect(line).toMatchObject({
      key: '[redacted]',
      secret: '[redacted]',
      apiKey: '[redacted]',
      password: '[redacted]',
      recipe: '[redacted]',
      ok: 'visible',
    });
  });

  test('request lines of the last turn reach the file when the process exits without a flush', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'nutrilabel-exit-log-'));
    const file = path.join(dir, 'log');
    const script = fileURLToPath(new URL('./fixtures/exit-with-lines.ts', import.meta.url));
    try {
      let status = 0;
      try {
        execFileSync(process.execPath, ['--conditions=@nutrilabel/source', '--import', 'tsx', script, file], {
          stdio: 'ignore',
        });
      } catch (error) {
        status = (error as { status: number }).status;
      }
      expect(status).toBe(3);
      const lines = readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
      expect(lines.map((line) => line.requestId)).toEqual(['req_0', 'req_1', 'req_2']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('maskSecrets masks every API key in a text and leaves other values alone', () => {
    expect(maskSecrets('a nlk_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA b nlk_BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB')).toBe(
      'a nlk_[redacted] b nlk_[redacted]',
    );
    expect(maskSecrets(42)).toBe(42);
  });

  test('the request line is the line pino writes for the same fields, byte for byte but the timing', async () => {
    const viaPino: string[] = [];
    const viaText: string[] = [];
    const sink = (lines: string[]) =>
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      });
    const pinoLogger = createLogger({ level: 'info', destination: sink(viaPino) });
    const ours = createLogger({ level: 'info', destination: sink(viaText) });
    const store = createMemoryStore();
    const account = await store.accounts.create({ plan: 'team' });
    const { key } = await store.apiKeys.create(account.id);
    // The same app answers; one request log goes through pino's `info`, the other is built as text.
    const app = createApp({ store });
    const { Hono } = await import('hono');
    const probe = new Hono();
    const viaInfo = requestLog({ info: (o, m) => pinoLogger.info(o, m), warn: () => {}, error: () => {} });
    const viaLine = requestLog(ours);
    probe.use('*', async (c, next) => {
      await next();
      viaInfo(c as never, 'req_"quoted"', 0);
      viaLine(c as never, 'req_"quoted"', 0);
    });
    probe.route('/', app);
    await probe.request('/api/v1/recipes', { headers: { 'x-api-key': key } });
    await probe.request('/api/v1/recipes'); // 401: no route, no account
    await new Promise((resolve) => setImmediate(resolve));
    const withoutTime = (line: string) =>
      line.replace(/"time":"[^"]*"/, '"time":""').replace(/"durationMs":[0-9.]+,/, '"durationMs":0,');
    // pino writes each line on its own; ours hands the lines of a turn over in one write.
    const lines = (chunks: string[]) => chunks.flatMap((chunk) => chunk.split(/(?<=\n)/));
    expect(lines(viaText).map(withoutTime)).toEqual(viaPino.map(withoutTime));
    expect(viaPino).toHaveLength(2);
    expect(viaText).toHaveLength(1);
    viaText.splice(0, 1, ...lines(viaText));
    expect(JSON.parse(viaText[0] ?? '')).toMatchObject({ level: 'info', status: 200, msg: 'request' });
    expect(JSON.parse(viaText[1] ?? '')).toMatchObject({ status: 401, route: null, accountId: null });

    // logger.flush() hands over the lines of the turn at once.
    viaText.length = 0;
    await probe.request('/api/v1/recipes', { headers: { 'x-api-key': key } });
    expect(viaText).toEqual([]);
    ours.flush();
    expect(lines(viaText)).toHaveLength(1);

    // Above `info`, nothing is written.
    ours.level = 'warn';
    viaText.length = 0;
    await probe.request('/api/v1/recipes', { headers: { 'x-api-key': key } });
    await new Promise((resolve) => setImmediate(resolve));
    expect(viaText).toEqual([]);
  });
});
