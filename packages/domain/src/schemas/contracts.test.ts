import { describe, expect, it } from 'vitest';
import { contractListQuerySchema, contractNameParamsSchema } from './contracts';

describe('contractListQuerySchema', () => {
  it('reads offset and limit from the query string as numbers', () => {
    expect(
      contractListQuerySchema.parse({ offset: '20', limit: '10', type: 'gas', filter: ' Reus ' }),
    ).toEqual({ offset: 20, limit: 10, type: 'gas', filter: 'Reus' });
    expect(contractListQuerySchema.parse({})).toEqual({});
  });

  it('refuses pages it cannot serve, with invalid_value', () => {
    for (const query of [
      { offset: '-1' },
      { offset: '' },
      { offset: '1e3' },
      { limit: '0' },
      { limit: '501' },
      { type: 'multipoint' },
    ]) {
      const result = contractListQuerySchema.safeParse(query);
      expect(result.success, JSON.stringify(query)).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['invalid_value']);
    }
  });

  it('keeps the search text short', () => {
    expect(contractListQuerySchema.safeParse({ filter: 'x'.repeat(100) }).success).toBe(true);
    const result = contractListQuerySchema.safeParse({ filter: 'x'.repeat(101) });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['too_long']);
  });
});

describe('contractNameParamsSchema', () => {
  it('takes the retailer numbering and nothing that could be a path', () => {
    expect(contractNameParamsSchema.safeParse({ name: '0100001' }).success).toBe(true);
    for (const name of ['', 'a b', '../x', 'x'.repeat(33)]) {
      expect(contractNameParamsSchema.safeParse({ name }).success, name).toBe(false);
    }
  });
});
