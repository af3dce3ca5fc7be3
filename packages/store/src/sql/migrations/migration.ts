/**
 * The shape of a migration module.
 *
 * @module
 */

/** One versioned schema change: plain SQL, the same on PGlite and PostgreSQL. */
export interface Migration {
  /** 1, 2, 3… in order; never reused. */
  readonly version: number;
  /** The file name without extension, e.g. `0001-init`. */
  readonly name: string;
  /** Statements separated by `;`, no parameters. */
  readonly sql: string;
}
