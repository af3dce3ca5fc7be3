/**
 * Checks one HTTP response against the served OpenAPI document, the way a validating proxy would:
 * the operation (path template and method) must exist, the status must be listed, the media type
 * must be one of the listed ones, a JSON body must match its schema, every required header must be
 * present and every header the server sends beyond HTTP's own must be declared and match.
 *
 * JSON Schema 2020-12 is checked by Ajv (with ajv-formats for `date-time`): the reference
 * implementation most OpenAPI tools (openapi-backend, express-openapi-validator, Redocly) build on.
 *
 * @module
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

// biome-ignore lint/suspicious/noExplicitAny: a document walked by keys read from the document itself
type Json = Record<string, any>;

/** Headers HTTP itself defines for every representation; they need no declaration. */
const HTTP_HEADERS = new Set([
  'content-type',
  'content-length',
  'transfer-encoding',
  'date',
  'connection',
  'keep-alive',
  'vary',
  'cache-control',
  'etag',
  'last-modified',
]);

/** A validator over one document. */
export class DocumentValidator {
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<object, ValidateFunction>();
  private readonly templates: { readonly path: string; readonly pattern: RegExp }[];

  constructor(private readonly doc: Json) {
    this.ajv = new Ajv2020({ strict: true, strictTypes: false, strictRequired: false, allErrors: true });
    addFormats.default(this.ajv);
    this.ajv.addSchema({
      $id: 'https://nutrilabel.invalid/openapi.json',
      $defs: rewrite(doc.components?.schemas ?? {}),
    });
    this.templates = Object.keys(doc.paths ?? {})
      .map((path) => ({
        path,
        pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`),
      }))
      // Literal paths before templates: /recipes/x beats /recipes/{id} only when it exists.
      .sort((a, b) => (a.path.match(/\{/g)?.length ?? 0) - (b.path.match(/\{/g)?.length ?? 0));
  }

  /** The operation key ("GET /api/v1/recipes/{id}") of a request, or undefined. */
  operationOf(method: string, pathname: string): string | undefined {
    const verb = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
    for (const { path, pattern } of this.templates) {
      if (pattern.test(pathname) && this.doc.paths[path][verb]) return `${method.toUpperCase()} ${path}`;
    }
    return undefined;
  }

  /**
   * Problems of one response; empty when it conforms.
   *
   * @param body - the body text, or undefined when it was not read (a stream, a HEAD request)
   */
  check(
    method: string,
    pathname: string,
    status: number,
    headers: Headers,
    body: string | undefined,
  ): string[] {
    const key = this.operationOf(method, pathname);
    let response: Json | undefined;
    if (key) {
      const [, path = ''] = key.split(' ');
      const verb = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
      response = this.doc.paths[path][verb].responses[String(status)];
      if (!response) return [`${key}: status ${status} is not documented`];
    } else if (status === 405) response = this.doc.components.responses.MethodNotAllowed;
    else if (status === 404) response = this.doc.components.responses.NotFound;
    else return [`${method} ${pathname}: no documented operation (status ${status})`];
    if (!response) return [`${method} ${pathname}: status ${status} is not documented`];
    const where = `${key ?? `${method} ${pathname}`} ${status}`;
    const problems: string[] = [];
    const declared = new Map<string, Json>(
      Object.entries(response.headers ?? {}).map(([name, h]) => [
        name.toLowerCase(),
        this.resolve(h as Json),
      ]),
    );
    for (const [name, header] of declared) {
      if (header.required && !headers.has(name)) problems.push(`${where}: header ${name} is missing`);
    }
    headers.forEach((value, name) => {
      if (HTTP_HEADERS.has(name)) return;
      const header = declared.get(name);
      if (!header) {
        problems.push(`${where}: header ${name} is not documented`);
        return;
      }
      const schema = header.schema as Json;
      const typed = schema.type === 'integer' && /^-?\d+$/.test(value) ? Number(value) : value;
      const validate = this.compile(schema);
      if (!validate(typed))
        problems.push(`${where}: header ${name}="${value}" ${this.ajv.errorsText(validate.errors)}`);
    });
    const contentType = headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
    const content = response.content as Json | undefined;
    if (!content) {
      if (contentType) problems.push(`${where}: a body (${contentType}) where none is documented`);
      return problems;
    }
    if (!contentType || !content[contentType]) {
      problems.push(
        `${where}: content type ${contentType ?? '(none)'} is not one of ${Object.keys(content).join(', ')}`,
      );
      return problems;
    }
    const schema = content[contentType].schema as Json | undefined;
    if (body === undefined || !schema || !contentType.endsWith('json')) return problems;
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch {
      return [...problems, `${where}: the body is not JSON`];
    }
    const validate = this.compile(schema);
    if (!validate(value)) {
      problems.push(`${where}: body ${this.ajv.errorsText(validate.errors, { separator: '; ' })}`);
    }
    return problems;
  }

  private resolve(item: Json): Json {
    if (typeof item.$ref !== 'string') return item;
    const [, section, name] = /^#\/components\/(\w+)\/(.+)$/.exec(item.$ref) ?? [];
    return this.doc.components[section ?? ''][name ?? ''] as Json;
  }

  private compile(schema: Json): ValidateFunction {
    let validate = this.compiled.get(schema);
    if (!validate) {
      validate = this.ajv.compile(rewrite(schema) as Json);
      this.compiled.set(schema, validate);
    }
    return validate;
  }
}

/** `#/components/schemas/X` → `https://nutrilabel.invalid/openapi.json#/$defs/X`, in a copy. */
function rewrite(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(rewrite);
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string'
        ? value.replace('#/components/schemas/', 'https://nutrilabel.invalid/openapi.json#/$defs/')
        : rewrite(value),
    ]),
  );
}
