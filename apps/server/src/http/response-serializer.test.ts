import { purchaseResponseSchema } from '@frameshop/contract';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { encodesOtherThanItParses, serializerCompiler } from './response-serializer';

const serializerOf = (schema: z.ZodType) =>
  serializerCompiler({ schema, method: 'GET', url: '/api/probe', httpStatus: '200' });

const answer = {
  message: 'Purchased',
  alreadyPurchased: false,
  creditsCharged: 40,
  remainingCredits: 60,
  licenceId: 'licence-1',
};

describe('the answers’ serializer', () => {
  it('sends an answer as its schema names it, without the fields it does not name', () => {
    const json = serializerOf(purchaseResponseSchema)({ ...answer, secret: 'not sent' });
    expect(JSON.parse(json)).toEqual(answer);
  });

  it('refuses an answer its schema does not take', () => {
    const wrong = { ...answer, remainingCredits: -1 };
    expect(() => serializerOf(purchaseResponseSchema)(wrong)).toThrow(
      expect.toSatisfy(isResponseSerializationError),
    );
  });

  it('encodes a schema with a default, which then never fills it in as parsing would', () => {
    const serialize = serializerOf(z.object({ name: z.string(), size: z.number().default(3) }));
    expect(JSON.parse(serialize({ name: 'a', size: 5 }))).toEqual({ name: 'a', size: 5 });
    expect(() => serialize({ name: 'a' })).toThrow(expect.toSatisfy(isResponseSerializationError));
  });

  it('knows which schemas encode otherwise than they parse, however deep', () => {
    expect(encodesOtherThanItParses(purchaseResponseSchema)).toBe(false);
    expect(encodesOtherThanItParses(z.array(z.object({ a: z.string().optional() })))).toBe(false);
    const deep = z.object({ list: z.array(z.union([z.string(), z.object({ n: z.number() })])) });
    expect(encodesOtherThanItParses(deep)).toBe(false);
    const withDefault = z.object({ list: z.array(z.object({ n: z.number().default(1) })) });
    expect(encodesOtherThanItParses(withDefault)).toBe(true);
    expect(encodesOtherThanItParses(z.object({ at: z.string().transform(Number) }))).toBe(true);
    expect(encodesOtherThanItParses(z.object({ self: z.lazy(() => z.string()) }))).toBe(true);
  });
});
