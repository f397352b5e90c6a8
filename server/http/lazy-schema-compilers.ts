import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';

/**
 * Fastify's own compilers (Ajv for requests, fast-json-stringify for answers), each route's compiled on
 * its first request instead of all of them at start: about 400 ms of every start and the code of the
 * back office's hundreds of routes that most processes never serve (decision 0031). What each compiles,
 * and with which options, is unchanged; a schema Ajv rejects now fails that route's first request
 * (answered 500) instead of the start.
 */
const require = createRequire(import.meta.url);

type Validate = ((data: unknown) => unknown) & { errors?: unknown };
type Factory<Compile> = (externalSchemas: unknown, options: unknown) => Compile;
type CompileValidator = (route: unknown) => Validate;
type CompileSerializer = (route: unknown) => (data: unknown) => string;

function lazyValidator(compile: () => Validate): Validate {
  let real: Validate | undefined;
  const validate: Validate = (data) => {
    real ??= compile();
    const result = real(data);
    validate.errors = real.errors;
    return result;
  };
  return validate;
}

function lazySerializer(compile: () => (data: unknown) => string): (data: unknown) => string {
  let real: ((data: unknown) => string) | undefined;
  return (data) => (real ??= compile())(data);
}

export function lazySchemaCompilers(): NonNullable<FastifyServerOptions['schemaController']> {
  // The very packages Fastify itself would load (its dependencies), so the compiled functions are the same.
  const ajvCompiler = require('@fastify/ajv-compiler') as () => Factory<CompileValidator>;
  const jsonCompiler = require('@fastify/fast-json-stringify-compiler') as () => Factory<CompileSerializer>;
  const validators = ajvCompiler();
  const serializers = jsonCompiler();
  return {
    compilersFactory: {
      buildValidator: (externalSchemas: unknown, options: unknown) => {
        const compile = validators(externalSchemas, options);
        return (route: unknown) => lazyValidator(() => compile(route));
      },
      buildSerializer: (externalSchemas: unknown, options: unknown) => {
        const compile = serializers(externalSchemas, options);
        return (route: unknown) => lazySerializer(() => compile(route));
      },
    },
  } as NonNullable<FastifyServerOptions['schemaController']>;
}
