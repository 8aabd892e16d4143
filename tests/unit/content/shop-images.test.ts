import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCAL_SHOP_CATALOGUE } from '../../../local/src/stand-ins/payments/local-catalogue';

const PUBLIC = path.resolve(__dirname, '../../../public');

/** Product pictures are drawn, never emoji: without an emoji font those render as empty boxes. */
describe('shop product images', () => {
  it('every product has an image file that exists', () => {
    const files = new Set(readdirSync(path.join(PUBLIC, 'images/shop')).map((file) => `/images/shop/${file}`));
    for (const product of LOCAL_SHOP_CATALOGUE.products)
      expect([product.id, files.has(product.images[0] ?? '')]).toEqual([product.id, true]);
  });

  it.each(readdirSync(path.join(PUBLIC, 'images/shop')))('%s draws with shapes, no emoji', (file) => {
    const svg = readFileSync(path.join(PUBLIC, 'images/shop', file), 'utf8');
    expect(svg).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(svg).toMatch(/<(path|rect|circle|ellipse)\b/);
  });
});
