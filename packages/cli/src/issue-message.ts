/**
 * Validation messages as a person reads them: valibot's "Invalid key: Expected "name" but
 * received undefined" for a missing field becomes "required".
 *
 * @module
 */

/**
 * A friendlier text for one validation message.
 *
 * @example issueMessage('Invalid key: Expected "name" but received undefined') // 'required'
 */
export function issueMessage(message: string): string {
  return /^Invalid key: Expected "[^"]*" but received undefined$/.test(message) ? 'required' : message;
}
