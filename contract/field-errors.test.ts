import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from './field-errors';

const Schema = z
  .object({
    city: z
      .string()
      .min(1, { error: 'Falta la ciudad.' })
      .max(5, { error: 'Ciudad muy larga.' })
      .regex(/^[a-z]*$/, { error: 'Solo letras.' }),
    zip: z.string().regex(/^\d{5}$/, { error: 'Cinco dígitos.' }),
  })
  .refine((a) => a.city !== 'x', { error: 'Dirección no válida.' });

describe('fieldErrors: a schema’s refusal, field by field', () => {
  it('null when the values pass', () => {
    expect(fieldErrors(Schema, { city: 'chih', zip: '31000' })).toBeNull();
  });

  it('the first message of each invalid field only', () => {
    expect(fieldErrors(Schema, { city: 'CHIHUAHUA', zip: '310' })).toEqual({
      city: 'Ciudad muy larga.',
      zip: 'Cinco dígitos.',
    });
  });

  it('a refusal of the whole form names no field', () => {
    expect(fieldErrors(Schema, { city: 'x', zip: '31000' })).toEqual({});
  });
});
