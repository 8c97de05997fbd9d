import { describe, expect, it } from 'vitest';
import type { Category, MenuItem } from '../../domain/model.ts';
import { attractSlides, featuredDishes } from './attract-slides.ts';

const item = (id: number, image: string | null): MenuItem => ({
  id,
  category_id: 0,
  name: { en: `Dish ${id}` },
  image,
  visible: true,
  types: ['dine_in'],
  branches: [],
  price_labels: [],
  modifier_groups: [],
  taxes: [],
  inclusive_taxes: [],
});
const category = (id: number, items: MenuItem[], subcategories: Category[] = []): Category =>
  ({ id, parent_id: null, name: { en: `C${id}` }, visible: true, items, subcategories }) as Category;

describe('featuredDishes', () => {
  it.each([
    {
      case: 'the first pictured item of each grand category',
      categories: [category(1, [item(10, null), item(11, 'a.svg')]), category(2, [item(20, 'b.svg')])],
      max: 4,
      expected: [11, 20],
    },
    {
      case: 'a picture found in a subcategory counts for its grand category',
      categories: [category(1, [item(10, ' ')], [category(3, [item(30, 'c.svg')])])],
      max: 4,
      expected: [30],
    },
    {
      case: 'no more than max',
      categories: [category(1, [item(10, 'a')]), category(2, [item(20, 'b')]), category(3, [item(30, 'c')])],
      max: 2,
      expected: [10, 20],
    },
    {
      case: 'a menu without pictures has none',
      categories: [category(1, [item(10, null)])],
      max: 4,
      expected: [],
    },
  ])('$case', ({ categories, max, expected }) => {
    expect(featuredDishes(categories, max).map((dish) => dish.item.id)).toEqual(expected);
  });
});

describe('attractSlides', () => {
  const dishes = [
    { item: item(1, 'd1.svg'), grandCategoryId: 9 },
    { item: item(2, 'd2.svg'), grandCategoryId: 9 },
  ];
  it.each([
    {
      case: 'banners and dishes take turns',
      banners: ['b1', 'b2', 'b3'],
      expected: ['b1', 'd1.svg', 'b2', 'd2.svg', 'b3'],
    },
    { case: 'dishes alone without banners', banners: [], expected: ['d1.svg', 'd2.svg'] },
  ])('$case', ({ banners, expected }) => {
    expect(attractSlides(banners, dishes).map((slide) => slide.image)).toEqual(expected);
  });
});
