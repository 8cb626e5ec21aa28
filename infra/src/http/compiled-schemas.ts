import fastJsonStringify from 'fast-json-stringify';

/**
 * The routes' validators and serializers, compiled once per process for each schema.
 *
 * Every app (`createHttpApp`) builds its routes' schemas again when it registers them, so the same
 * schema arrives as a new object each time: compiling it (ajv for the request, fast-json-stringify
 * for the answer) took 1.5-2.5 s of a process's CPU per app built. A process builds one app in
 * production, several in the tests (a restart, a product per test file, the seeded stores' images):
 * there, most of that work was done again for schemas already compiled. What a compiled function
 * does depends only on its schema and its compiler's options, so it is kept by their text.
 */
export class CompiledOnce<F> {
  private readonly compiled = new Map<string, F>();

  constructor(private readonly compile: (schema: object) => F) {}

  /** The function for `schema`, compiled the first time its text is asked for. */
  get(schema: object): F {
    const key = JSON.stringify(schema);
    let found = this.compiled.get(key);
    if (found === undefined) {
      found = this.compile(schema);
      this.compiled.set(key, found);
    }
    return found;
  }

  /** How many functions were compiled. */
  get size(): number {
    return this.compiled.size;
  }
}

type Serializer = (data: unknown) => string;
type SerializerOptions = Record<string, unknown> & { schema: Record<string, unknown> };

/** The answers' serializers of this process, by their options and schema. */
const answers = new Map<string, CompiledOnce<Serializer>>();

/** How many answers' serializers this process compiled (a test's proof that a second app compiled none). */
export const compiledSerializers = () => [...answers.values()].reduce((sum, compiled) => sum + compiled.size, 0);

/**
 * Fastify's `schemaController.compilersFactory.buildSerializer`: as its default (fast-json-stringify
 * with the app's shared schemas and serializer options), keeping each serializer for the next app.
 */
export function buildSerializerOnce(externalSchemas: unknown, serializerOptions: unknown) {
  const options: SerializerOptions = { ...(serializerOptions as object | undefined), schema: (externalSchemas ?? {}) as Record<string, unknown> };
  const context = JSON.stringify(options);
  let compiled = answers.get(context);
  if (!compiled) {
    compiled = new CompiledOnce<Serializer>((schema) => {
      // As fastify's default: a schema that is one of the shared ones is not given to itself again.
      const id = (schema as { $id?: string }).$id;
      const own = id && id in options.schema ? { ...options, schema: Object.fromEntries(Object.entries(options.schema).filter(([name]) => name !== id)) } : options;
      return fastJsonStringify(schema as Parameters<typeof fastJsonStringify>[0], own as Parameters<typeof fastJsonStringify>[1]) as Serializer;
    });
    answers.set(context, compiled);
  }
  const serializers = compiled;
  return ({ schema }: { schema?: unknown }): Serializer => serializers.get((schema ?? {}) as object);
}
