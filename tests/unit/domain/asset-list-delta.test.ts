import { describe, expect, it } from '@jest/globals';
import { applyAssetDelta } from '@agulhadas/domain/asset-list-delta';

const a = { _id: 'A', preco: 1 };
const b = { _id: 'B', preco: 2 };
const c = { _id: 'C', preco: 3 };

describe('applyAssetDelta', () => {
  it('replaces changed items in place and appends new ones', () => {
    expect(applyAssetDelta([a, b], { version: 7, full: false, items: [{ _id: 'B', preco: 20 }, c] })).toEqual([
      a,
      { _id: 'B', preco: 20 },
      c,
    ]);
  });

  it('keeps the list as it was when nothing changed, and takes a full answer as the list', () => {
    expect(applyAssetDelta([a, b], { version: 7, full: false, items: [] })).toEqual([a, b]);
    expect(applyAssetDelta([a, b], { version: 7, full: true, items: [c] })).toEqual([c]);
  });
});
