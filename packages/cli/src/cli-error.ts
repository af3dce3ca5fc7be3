/**
 * The one error the CLI reports to the user: a message (and the problems it lists) on
 * stderr and a non-zero exit code, never a stack trace.
 *
 * @module
 */

/** Exit codes of `nutrilabel`. */
export const EXIT = {
  ok: 0,
  /** Bad input: a missing file, invalid JSON or CSV, validation issues, a recipe that cannot be labelled. */
  input: 1,
  /** Bad usage: an unknown option, command, format or regulation. */
  usage: 2,
} as const;

/** A failure to report to the user. */
export class CliError extends Error {
  override readonly name = 'CliError';

  constructor(
    message: string,
    /** One line per problem, e.g. "ingredients.0.weightGrams: required". */
    readonly problems: readonly string[] = [],
    readonly exitCode: number = EXIT.input,
  ) {
    super(message);
  }
}
