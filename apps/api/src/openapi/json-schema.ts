/**
 * valibot → JSON Schema 2020-12 (OpenAPI 3.1) through @valibot/to-json-schema, in the forms client
 * generators understand: a map whose keys are a fixed list (nutrients) becomes an object with one
 * property per key, and the shared schemas are `$ref`s to `components.schemas`. A check valibot keeps
 * in a function is said in JSON Schema by a `v.metadata({ … })` beside it, whose keys are copied.
 *
 * @module
 */
import {
  type ConversionConfig,
  type JsonSchema,
  toJsonSchema,
  toJsonSchemaDefs,
} from '@valibot/to-json-schema';
import type * as v from 'valibot';

type AnySchema = v.GenericSchema;
interface RecordSchema {
  readonly type: 'record';
  readonly key: { readonly type: string; readonly options?: readonly string[] };
  readonly value: AnySchema;
}

/**
 * The conversion shared by every schema of the document; `definitions` become components. `closed`:
 * objects allow no other properties (answers: the server sends exactly these; requests stay open,
 * as valibot's `object` drops unknown keys rather than refusing them).
 */
function config(definitions: Record<string, AnySchema>, closed: boolean): ConversionConfig {
  // The JSON Schema objects of strings being converted whose pipe trimmed them (a pipe's actions share one).
  const trimmed = new WeakSet<object>();
  const self: ConversionConfig = {
    target: 'draft-2020-12',
    errorMode: 'ignore',
    definitions,
    overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
    // A string that valibot trims before its `minLength` is counted: the value as sent must hold a
    // non-space character (ECMAScript's `\s` is exactly what `trim` removes), or the document would
    // admit "   ", which the route refuses. A later `regex` or `metadata` pattern replaces this one.
    overrideAction: ({ valibotAction, jsonSchema }) => {
      if (valibotAction.type === 'trim') trimmed.add(jsonSchema);
      const min =
        valibotAction.type === 'min_length' ? (valibotAction as { requirement?: unknown }).requirement : 0;
      if (typeof min === 'number' && min > 0 && trimmed.has(jsonSchema) && !('pattern' in jsonSchema)) {
        return { ...jsonSchema, pattern: '\\S' };
      }
      return undefined;
    },
    overrideSchema: ({ valibotSchema, jsonSchema }) => {
      const record = valibotSchema as unknown as RecordSchema;
      if (record.type === 'record' && record.key.type === 'picklist' && record.key.options) {
        // Without the definitions: toJsonSchema would convert them all again, and this override with them.
        const { definitions: _d, ...plain } = self;
        const value = stripDialect(toJsonSchema(record.value, plain));
        const properties = Object.fromEntries(record.key.options.map((key) => [key, value]));
        const { propertyNames: _n, additionalProperties: _a, ...rest } = jsonSchema;
        return { ...rest, type: 'object', properties, additionalProperties: false };
      }
      if (
        closed &&
        jsonSchema.type === 'object' &&
        jsonSchema.properties &&
        !('additionalProperties' in jsonSchema)
      ) {
        return { ...jsonSchema, additionalProperties: false };
      }
      return undefined;
    },
  };
  return self;
}

/**
 * A JSON Schema converter over named definitions: `requests` are converted open, `answers` closed
 * (see {@link config}); each may refer to the other's names.
 */
export function jsonSchemas(requests: Record<string, AnySchema>, answers: Record<string, AnySchema>) {
  const all = { ...requests, ...answers };
  const open = config(all, false);
  const closed = config(all, true);
  const defs = (names: Record<string, AnySchema>, conversion: ConversionConfig) => {
    const { definitions: _d, ...rest } = conversion;
    // Converted with every name known, so that one definition refers to another by $ref.
    const converted = toJsonSchemaDefs(all, rest);
    return Object.keys(names).map((name) => [name, stripDialect(converted[name] as JsonSchema)] as const);
  };
  return {
    /** A request schema, with `$ref`s where it uses a definition. */
    request: (schema: AnySchema) => stripDialect(toJsonSchema(schema, open)),
    /** An answer's schema: objects closed. */
    answer: (schema: AnySchema) => stripDialect(toJsonSchema(schema, closed)),
    /** Every definition, for `components.schemas`. */
    components: (): Record<string, JsonSchema> =>
      Object.fromEntries([...defs(requests, open), ...defs(answers, closed)]),
  };
}

/** OpenAPI 3.1 sets the dialect once; `$schema` and `$defs` do not belong in each schema. */
function stripDialect(schema: JsonSchema): JsonSchema {
  const { $schema: _s, $defs: _d, ...rest } = schema as JsonSchema & { $defs?: unknown };
  return rest;
}
