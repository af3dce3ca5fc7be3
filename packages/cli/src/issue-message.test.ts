import { describe, expect, test } from 'vitest';
import { issueMessage } from './issue-message';

describe('issueMessage', () => {
  test('a missing key reads "required"; other messages pass through', () => {
    expect(issueMessage('Invalid key: Expected "servingSizeGrams" but received undefined')).toBe('required');
    expect(issueMessage('Invalid type: Expected number but received "big"')).toBe(
      'Invalid type: Expected number but received "big"',
    );
  });
});
