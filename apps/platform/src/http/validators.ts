/**
 * The validators of the contracts' schemas. Query strings carry only text, so numbers and booleans
 * there are read from text (coerced); JSON bodies carry real types and are taken as sent, never
 * coerced: a contract says "a number", and "12" is not one.
 */
import type { FastifyInstance } from 'fastify';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';

function ajvOf(coerceTypes: false | 'array') {
  const ajv = new Ajv({
    coerceTypes,
    useDefaults: true,
    removeAdditional: true,
    allErrors: false,
    strict: false,
  });
  addFormats(ajv);
  return ajv;
}

export function registerValidators(app: FastifyInstance): void {
  const text = ajvOf('array');
  const json = ajvOf(false);
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? json : text).compile(schema),
  );
}
