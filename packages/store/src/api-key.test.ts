import { describe, expect, test } from 'vitest';
import { API_KEY_PATTERN, apiKeyPrefix, generateApiKey, hashApiKey, hashesEqual } from './api-key';

describe('generateApiKey', () => {
  test('for 200 keys: nlk_ + 32 base62 characters, all distinct', () => {
    const keys = Array.from({ length: 200 }, generateApiKey);
    expect(keys.every((k) => API_KEY_PATTERN.test(k) && k.length === 36)).toBe(true);
    expect(new Set(keys).size).toBe(200);
  });
});

describe('hashApiKey', () => {
  test('for "abc": the FIPS 180-2 SHA-256 test vector, lowercase hex', () => {
    expect(hashApiKey('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('apiKeyPrefix', () => {
  test('for a key: its first 8 characters', () => {
    expect(apiKeyPrefix('nlk_AbC1defghijklmnopqrstuvwxyz012345')).toBe('nlk_AbC1');
  });
});

describe('hashesEqual', () => {
  test('for equal hashes: true', () => {
    expect(hashesEqual(hashApiKey('x'), hashApiKey('x'))).toBe(true);
  });
  test('for different hashes of the same length: false', () => {
    expect(hashesEqual(hashApiKey('x'), hashApiKey('y'))).toBe(false);
  });
  test('for different lengths: false, without throwing as timingSafeEqual alone would', () => {
    expect(hashesEqual('abcd', 'abc')).toBe(false);
    expect(hashesEqual('', 'a')).toBe(false);
  });
});
