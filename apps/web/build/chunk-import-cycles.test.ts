import { describe, expect, it } from 'vitest';
import { findChunkImportCycle } from './chunk-import-cycles';

describe('the build’s check of the chunks’ imports', () => {
  it('accepts chunks that share imports without leading back', () => {
    expect(
      findChunkImportCycle({
        'index.js': ['react.js', 'shell.js'],
        'shell.js': ['react.js'],
        'page-invoices.js': ['shell.js', 'page-invoices-contract.js'],
        'page-contract.js': ['page-invoices-contract.js', 'react.js'],
        'page-invoices-contract.js': ['react.js'],
        'react.js': [],
      }),
    ).toBeNull();
  });

  it('names the chain of a cycle, however far round it goes', () => {
    expect(
      findChunkImportCycle({
        'index.js': ['page-wizard.js'],
        'page-wizard.js': ['page-contract-wizard.js'],
        'page-contract-wizard.js': ['shared.js'],
        'shared.js': ['page-wizard.js'],
      }),
    ).toEqual(['page-wizard.js', 'page-contract-wizard.js', 'shared.js', 'page-wizard.js']);
    expect(findChunkImportCycle({ 'a.js': ['a.js'] })).toEqual(['a.js', 'a.js']);
  });
});
