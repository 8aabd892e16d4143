import { describe, expect, it } from '@jest/globals';
import { MAX_CART_QUANTITY, type CartItem } from '@agulhadas/domain/cart/cart-item';
import { addToCart, cartCount, decrementCartItem, removeFromCart } from '../../../src/features/shop/model/cart-rules';
import { cartHeaderText } from '../../../src/features/shop/model/cart-header-text';
import { checkoutBodySchema } from '@agulhadas/domain/cart/cart-checkout-schema';

describe('cart rules', () => {
  it('adds a new item at 1 and raises an existing one by one', () => {
    let cart: CartItem<{ name: string }>[] = [];
    cart = addToCart(cart, 'price_1', { name: 'Caneca' });
    expect(cart).toEqual([{ id: 'price_1', quantity: 1, data: { name: 'Caneca' } }]);
    cart = addToCart(cart, 'price_1');
    cart = addToCart(cart, 'price_2');
    expect(cart).toEqual([
      { id: 'price_1', quantity: 2, data: { name: 'Caneca' } },
      { id: 'price_2', quantity: 1 },
    ]);
  });

  it('does not go past the maximum quantity', () => {
    expect(addToCart([{ id: 'p', quantity: MAX_CART_QUANTITY }], 'p')).toEqual([{ id: 'p', quantity: 99 }]);
  });

  it('decrements, removing the line at 1', () => {
    const cart = [
      { id: 'a', quantity: 2 },
      { id: 'b', quantity: 1 },
    ];
    expect(decrementCartItem(cart, 'a')).toEqual([
      { id: 'a', quantity: 1 },
      { id: 'b', quantity: 1 },
    ]);
    expect(decrementCartItem(cart, 'b')).toEqual([{ id: 'a', quantity: 2 }]);
    expect(decrementCartItem(cart, 'zzz')).toEqual(cart);
  });

  it("'Remover' deletes the whole line", () => {
    expect(
      removeFromCart(
        [
          { id: 'a', quantity: 5 },
          { id: 'b', quantity: 1 },
        ],
        'a',
      ),
    ).toEqual([{ id: 'b', quantity: 1 }]);
  });

  it('never mutates its input', () => {
    const cart = Object.freeze([Object.freeze({ id: 'a', quantity: 2 })]);
    addToCart(cart, 'a');
    decrementCartItem(cart, 'a');
    removeFromCart(cart, 'a');
    expect(cart).toEqual([{ id: 'a', quantity: 2 }]);
  });

  it('counts total quantity', () => {
    expect(cartCount([])).toBe(0);
    expect(
      cartCount([
        { id: 'a', quantity: 2 },
        { id: 'b', quantity: 3 },
      ]),
    ).toBe(5);
  });
});

describe('cart header text', () => {
  it.each([
    [[], 'Carrinho vazio'],
    [[{ id: 'a', quantity: 1 }], '1 item no carrinho'],
    [[{ id: 'a', quantity: 2 }], '2 itens no carrinho'],
    [
      [
        { id: 'a', quantity: 1 },
        { id: 'b', quantity: 1 },
      ],
      '2 itens no carrinho',
    ],
    [
      [
        { id: 'a', quantity: 3 },
        { id: 'b', quantity: 4 },
      ],
      '7 itens no carrinho',
    ],
  ])('%j reads %s', (items, text) => {
    expect(cartHeaderText(items)).toBe(text);
  });
});

describe('checkout body', () => {
  it('accepts price ids and quantities, keeping data unread', () => {
    const body = { items: [{ id: 'price_1NqX', quantity: 2, data: { unit_amount: 1 } }] };
    expect(checkoutBodySchema.parse(body).items[0]).toMatchObject({ id: 'price_1NqX', quantity: 2 });
  });

  it.each([
    [{ items: [] }],
    [{ items: [{ id: 'p', quantity: 0 }] }],
    [{ items: [{ id: 'p', quantity: 100 }] }],
    [{ items: [{ id: 'p', quantity: 1.5 }] }],
    [{ items: [{ id: 'p', quantity: '2' }] }],
    [{ items: [{ id: '', quantity: 1 }] }],
    [{ items: [{ id: 'price 1', quantity: 1 }] }],
    [{ items: [{ quantity: 1 }] }],
    [
      {
        items: [
          { id: 'p', quantity: 1 },
          { id: 'p', quantity: 2 },
        ],
      },
    ],
    [{ items: Array.from({ length: 51 }, (_, i) => ({ id: `p${i}`, quantity: 1 })) }],
    [{}],
  ])('rejects %#', (body) => {
    expect(checkoutBodySchema.safeParse(body).success).toBe(false);
  });
});
