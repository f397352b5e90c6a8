import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors';
import { checkInput } from './record-check';

const Input = Type.Object({ title: Type.String({ minLength: 1 }), sort: Type.Integer() }, { additionalProperties: false });

describe('checkInput', () => {
  it('answers the input itself when it matches the schema', () => {
    const input = { title: 'Rólunk', sort: 1 };
    expect(checkInput(Input, input)).toBe(input);
  });

  it('throws bad_request naming each wrong field', () => {
    let error: unknown;
    try {
      checkInput(Input, { title: '', sort: 1.5, extra: true });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('bad_request');
    expect((error as AppError).message).toMatch(/^Hibás adatok: /);
    const { errors } = (error as AppError).details as { errors: string[] };
    expect(errors).toEqual(expect.arrayContaining([
      expect.stringContaining('/title'), expect.stringContaining('/sort'), expect.stringContaining('additional'),
    ]));
  });
});
