import { describe, expect, it } from 'vitest';
import { allowedQuantity, fullCartonQuantity, maxQuantity, quantityRefusal } from '@/lib/pricing';

const loose = {
  minQuantity: 1,
  stepQuantity: 1,
  packQuantity: 1,
  unitPieces: 1,
  stock: 50,
  backorder: false,
};

describe('quantity rules of the product page', () => {
  it('moves a typed quantity to the minimum or up to the next step, never above what can be ordered', () => {
    const stepped = { ...loose, minQuantity: 6, stepQuantity: 6, stock: 40 };
    expect(allowedQuantity(1, stepped)).toBe(6);
    expect(allowedQuantity(7, stepped)).toBe(12);
    expect(allowedQuantity(12, stepped)).toBe(12);
    expect(allowedQuantity(41, stepped)).toBe(36);
    expect(allowedQuantity(Number.NaN, stepped)).toBe(6);
    expect(allowedQuantity(3, { ...loose, minQuantity: 2, stepQuantity: 3 })).toBe(5);
  });

  it('lets backorder variants go beyond the stock up to the cart maximum', () => {
    expect(maxQuantity({ ...loose, stock: 0, backorder: true })).toBe(9999);
    expect(allowedQuantity(120, { ...loose, stock: 3, backorder: true })).toBe(120);
    expect(maxQuantity({ ...loose, stock: 0 })).toBe(0);
  });

  it('offers the next full carton that the steps allow', () => {
    expect(fullCartonQuantity(1, { ...loose, packQuantity: 12 })).toBe(12);
    expect(fullCartonQuantity(13, { ...loose, packQuantity: 12 })).toBe(24);
    expect(fullCartonQuantity(24, { ...loose, packQuantity: 12 })).toBeNull();
    expect(fullCartonQuantity(1, loose)).toBeNull();
    // Steps of 5 from 5: the first full carton of 6 they reach is 30.
    expect(fullCartonQuantity(5, { ...loose, minQuantity: 5, stepQuantity: 5, packQuantity: 6 })).toBe(30);
    // Not when the stock cannot fill one.
    expect(fullCartonQuantity(3, { ...loose, packQuantity: 12, stock: 10 })).toBeNull();
  });

  it('counts a carton of packs in packs: 2 packs of 12 fill a carton of 24 pieces', () => {
    const packOf12 = { ...loose, unitPieces: 12, packQuantity: 24 };
    expect(fullCartonQuantity(1, packOf12)).toBe(2);
    expect(fullCartonQuantity(2, packOf12)).toBeNull();
    expect(fullCartonQuantity(3, packOf12)).toBe(4);
    // A carton of one pack: any number of packs is whole cartons.
    expect(fullCartonQuantity(1, { ...loose, unitPieces: 6, packQuantity: 6 })).toBeNull();
  });
});

describe('one quantity rule for the stepper and the cart', () => {
  it('never lets the stepper show a quantity the cart would refuse, nor refuse what the cart takes', () => {
    for (const minQuantity of [1, 2, 6])
      for (const stepQuantity of [1, 3, 6])
        for (const stock of [0, 5, 40])
          for (const backorder of [false, true]) {
            const steps = { minQuantity, stepQuantity, stock, backorder };
            for (let wanted = 0; wanted <= 50; wanted += 1) {
              const shown = allowedQuantity(wanted, steps);
              const orderable = maxQuantity(steps) >= minQuantity;
              const rule = `${JSON.stringify(steps)}, ${wanted} typed, ${shown} shown`;
              if (orderable) expect(quantityRefusal(shown, steps), rule).toBeNull();
              if (quantityRefusal(wanted, steps) === null) expect(shown, rule).toBe(wanted);
            }
          }
  });
});
