/**
 * What each dish of the mock's menus really contains, and the tags that follow from it, so the
 * dietary filter hides the right dishes: a hummus has chickpeas and sesame, a baklava nuts, gluten
 * and milk. Catalog dishes are listed by their English name; any other dish (the `big` menu's
 * generated names, the shop's products) is read from the words of its English name and description.
 */
import type { LocalizedText } from '../../src/domain/model.ts';
import { text } from './scenario-parts.ts';

type TagKind = 'diet' | 'religious' | 'taste' | 'other';

interface IngredientDef {
  name: LocalizedText;
  allergen: boolean;
}

const allergen = (en: string, ar: string, ja: string): IngredientDef => ({
  name: text(en, ar, ja),
  allergen: true,
});
const plain = (en: string, ar: string, ja: string): IngredientDef => ({
  name: text(en, ar, ja),
  allergen: false,
});

/** Allergens first (the order the filter offers them), then the other ingredients. */
export const INGREDIENTS = {
  nuts: allergen('Tree nuts', 'مكسرات', 'ナッツ類'),
  peanuts: allergen('Peanuts', 'فول سوداني', '落花生'),
  gluten: allergen('Gluten', 'غلوتين', '小麦（グルテン）'),
  milk: allergen('Milk', 'حليب', '乳'),
  eggs: allergen('Eggs', 'بيض', '卵'),
  sesame: allergen('Sesame', 'سمسم', 'ごま'),
  fish: allergen('Fish', 'سمك', '魚'),
  shellfish: allergen('Shellfish', 'قشريات بحرية', '甲殻類'),
  soy: allergen('Soy', 'صويا', '大豆'),
  mustard: allergen('Mustard', 'خردل', 'からし'),
  chickpeas: plain('Chickpeas', 'حمص حب', 'ひよこ豆'),
  garlic: plain('Garlic', 'ثوم', 'にんにく'),
  onion: plain('Onion', 'بصل', '玉ねぎ'),
  tomato: plain('Tomato', 'طماطم', 'トマト'),
  aubergine: plain('Aubergine', 'باذنجان', 'なす'),
  mushroom: plain('Mushroom', 'فطر', 'きのこ'),
  rice: plain('Rice', 'أرز', '米'),
  chicken: plain('Chicken', 'دجاج', '鶏肉'),
  lamb: plain('Lamb', 'لحم غنم', 'ラム肉'),
  beef: plain('Beef', 'لحم بقر', '牛肉'),
  pork: plain('Pork', 'لحم خنزير', '豚肉'),
  dates: plain('Dates', 'تمر', 'デーツ'),
  coffee: plain('Coffee', 'قهوة', 'コーヒー'),
  tea: plain('Tea', 'شاي', '茶'),
  citrus: plain('Citrus', 'حمضيات', '柑橘類'),
} satisfies Record<string, IngredientDef>;

export type IngredientKey = keyof typeof INGREDIENTS;

export const TAGS = {
  vegetarian: { name: text('Vegetarian', 'نباتي', 'ベジタリアン'), kind: 'diet' },
  vegan: { name: text('Vegan', 'نباتي صرف', 'ヴィーガン'), kind: 'diet' },
  glutenFree: { name: text('Gluten free', 'خالٍ من الغلوتين', 'グルテンフリー'), kind: 'diet' },
  halal: { name: text('Halal', 'حلال', 'ハラール'), kind: 'religious' },
  spicy: { name: text('Spicy', 'حار', '辛口'), kind: 'taste' },
  chefsPick: { name: text('Chef’s pick', 'اختيار الشيف', 'シェフのおすすめ'), kind: 'other' },
} satisfies Record<string, { name: LocalizedText; kind: TagKind }>;

export type TagKey = keyof typeof TAGS;

interface Recipe {
  contains: IngredientKey[];
  /** Tags a recipe cannot tell from its ingredients. */
  also?: ('spicy' | 'chefsPick')[];
}

const r = (contains: IngredientKey[], also?: Recipe['also']): Recipe => ({ contains, also });

const RECIPES: Record<string, Recipe> = {
  Hummus: r(['chickpeas', 'sesame', 'garlic', 'citrus']),
  Moutabal: r(['aubergine', 'sesame', 'garlic']),
  Falafel: r(['chickpeas', 'sesame', 'garlic', 'onion']),
  'Cheese Sambousek': r(['gluten', 'milk', 'eggs']),
  'Vine Leaves': r(['rice', 'tomato', 'onion', 'citrus']),
  Muhammara: r(['nuts', 'gluten', 'garlic'], ['spicy']),
  Fattoush: r(['gluten', 'tomato', 'onion', 'citrus']),
  Tabbouleh: r(['gluten', 'tomato', 'onion', 'citrus']),
  'Greek Salad': r(['milk', 'tomato', 'onion']),
  'Caesar Salad': r(['gluten', 'milk', 'eggs', 'fish', 'mustard', 'garlic']),
  'Rocca Salad': r(['milk', 'citrus']),
  'Shish Tawook': r(['chicken', 'milk', 'garlic', 'citrus']),
  'Lamb Kebab': r(['lamb', 'onion'], ['spicy']),
  'Mixed Grill': r(['lamb', 'chicken', 'beef', 'onion'], ['chefsPick']),
  'Lamb Chops': r(['lamb', 'garlic']),
  'Grilled Hammour': r(['fish', 'garlic', 'citrus']),
  'Chicken Wings': r(['chicken', 'garlic'], ['spicy']),
  'Chicken Machboos': r(['chicken', 'rice', 'onion', 'tomato']),
  'Lamb Machboos': r(['lamb', 'rice', 'onion']),
  'Chicken Biryani': r(['chicken', 'rice', 'milk', 'nuts', 'onion'], ['spicy']),
  'Shrimp Mutabbaq': r(['shellfish', 'rice', 'onion']),
  Kabsa: r(['lamb', 'rice', 'tomato', 'nuts'], ['chefsPick']),
  'Classic Beef Burger': r(['beef', 'gluten', 'sesame', 'eggs', 'mustard', 'onion']),
  'Crispy Chicken Burger': r(['chicken', 'gluten', 'eggs', 'sesame']),
  'Mushroom Swiss Burger': r(['beef', 'mushroom', 'milk', 'gluten', 'sesame']),
  'Halloumi Burger': r(['milk', 'gluten', 'sesame', 'tomato']),
  'Chicken Shawarma': r(['chicken', 'gluten', 'garlic']),
  'Beef Shawarma': r(['beef', 'gluten', 'sesame', 'onion']),
  'Falafel Wrap': r(['chickpeas', 'sesame', 'gluten', 'tomato']),
  'Zaatar Manakeesh': r(['gluten', 'sesame']),
  'Cheese Manakeesh': r(['gluten', 'milk']),
  Kunafa: r(['gluten', 'milk', 'nuts'], ['chefsPick']),
  'Umm Ali': r(['gluten', 'milk', 'nuts']),
  Baklava: r(['gluten', 'nuts', 'milk']),
  Luqaimat: r(['gluten', 'dates', 'sesame']),
  Mahalabia: r(['milk', 'nuts']),
  'Fresh Orange Juice': r(['citrus']),
  'Lemon Mint': r(['citrus']),
  'Arabic Coffee': r(['coffee']),
  'Karak Tea': r(['tea', 'milk']),
  Laban: r(['milk']),
  'Mineral Water': r([]),
  'Shoyu Ramen': r(['gluten', 'soy', 'chicken', 'pork', 'eggs']),
  'Miso Ramen': r(['gluten', 'soy', 'milk', 'pork']),
  'Tonkotsu Ramen': r(['gluten', 'soy', 'pork', 'sesame', 'garlic']),
  Tsukemen: r(['gluten', 'soy', 'pork', 'fish']),
  'Nigiri Assortment': r(['fish', 'shellfish', 'rice', 'soy'], ['chefsPick']),
  'Salmon Nigiri': r(['fish', 'rice', 'soy']),
  'Tekka Maki': r(['fish', 'rice', 'soy']),
  'California Roll': r(['shellfish', 'eggs', 'rice', 'sesame', 'soy']),
  Oyakodon: r(['chicken', 'eggs', 'rice', 'soy', 'onion']),
  Gyudon: r(['beef', 'rice', 'soy', 'onion']),
  Katsudon: r(['pork', 'eggs', 'gluten', 'rice', 'soy']),
  Tendon: r(['shellfish', 'gluten', 'eggs', 'rice', 'soy']),
  Karaage: r(['chicken', 'gluten', 'soy', 'garlic']),
  'Tonkatsu Set': r(['pork', 'gluten', 'eggs', 'rice', 'mustard']),
  'Shrimp Tempura': r(['shellfish', 'gluten', 'eggs']),
  Gyoza: r(['pork', 'gluten', 'garlic', 'soy', 'sesame']),
  'Matcha Ice Cream': r(['milk', 'eggs', 'tea']),
  'Mitarashi Dango': r(['rice', 'soy']),
  Dorayaki: r(['gluten', 'eggs']),
  'Green Tea': r(['tea']),
  'Hojicha Latte': r(['tea', 'milk']),
  Ramune: r([]),
  'Baklava Box': r(['gluten', 'nuts', 'milk']),
  'Maamoul Box': r(['gluten', 'dates', 'nuts', 'milk']),
  'Date Cake': r(['gluten', 'eggs', 'milk', 'dates']),
  'Arabic Coffee 500 g': r(['coffee']),
  'Turkish Coffee 250 g': r(['coffee']),
};

/** Words in a dish's English name or description that say what it contains (generated dishes). */
const INGREDIENT_WORDS: [RegExp, IngredientKey][] = [
  [/\bchicken|poultry/i, 'chicken'],
  [/\bbeef|steak|burger|veal|brisket/i, 'beef'],
  [/\blamb|mutton/i, 'lamb'],
  [/\bpork|bacon|\bham\b|sausage|chorizo|salami|pepperoni/i, 'pork'],
  [/\bfish|salmon|tuna|\bcod\b|anchov|sardine/i, 'fish'],
  [/shrimp|prawn|lobster|crab|scallop|oyster|mussel|clam/i, 'shellfish'],
  [/cheese|cream|butter|\bmilk|yogh?urt|mozzarella|parmesan|feta|ghee/i, 'milk'],
  [
    /bread|pasta|noodle|pizza|\bpie\b|cake|baklava|maamoul|\bbun\b|wrap|dumpling|pastr|flour|spaghetti|lasagn|ravioli|tortilla|taco|burrito|sandwich|pancake|waffle|croissant/i,
    'gluten',
  ],
  [/\begg|omelet|mayonnaise/i, 'eggs'],
  [/almond|pistachio|walnut|cashew|hazelnut|pecan|\bnuts?\b/i, 'nuts'],
  [/peanut|satay/i, 'peanuts'],
  [/sesame|tahini/i, 'sesame'],
  [/\bsoy|tofu|miso|teriyaki/i, 'soy'],
  [/\brice|risotto|paella|sushi/i, 'rice'],
  [/mushroom/i, 'mushroom'],
  [/tomato/i, 'tomato'],
  [/garlic/i, 'garlic'],
  [/\bonion/i, 'onion'],
  [/\bdates?\b/i, 'dates'],
  [/coffee|espresso/i, 'coffee'],
];
const SPICY_WORDS = /chil+i|spicy|curry|vindaloo|jalape|harissa|sriracha|pepper/i;
const MEAT_AND_SEAFOOD: IngredientKey[] = ['chicken', 'lamb', 'beef', 'pork', 'fish', 'shellfish'];
const ANIMAL_PRODUCTS: IngredientKey[] = [...MEAT_AND_SEAFOOD, 'milk', 'eggs'];

export interface DishFacts {
  contains: IngredientKey[];
  tags: TagKey[];
}

/**
 * What a dish contains and which tags it earns. `halalKitchen`: the business's meat is halal, so
 * every dish without pork is halal (the Kuwait businesses); a Tokyo ramen house makes no such claim.
 */
export function dishFacts(
  name: LocalizedText,
  description: LocalizedText | undefined,
  halalKitchen: boolean,
): DishFacts {
  const en = name.en ?? '';
  const recipe = RECIPES[en] ?? recipeFromWords(`${en} ${description?.en ?? ''}`);
  const contains = recipe.contains;
  const tags: TagKey[] = [];
  const has = (key: IngredientKey) => contains.includes(key);
  if (!MEAT_AND_SEAFOOD.some(has)) tags.push('vegetarian');
  if (!ANIMAL_PRODUCTS.some(has)) tags.push('vegan');
  if (!has('gluten')) tags.push('glutenFree');
  if (halalKitchen && !has('pork')) tags.push('halal');
  tags.push(...(recipe.also ?? []));
  return { contains, tags };
}

function recipeFromWords(words: string): Recipe {
  const contains = [
    ...new Set(INGREDIENT_WORDS.filter(([pattern]) => pattern.test(words)).map(([, key]) => key)),
  ];
  return { contains, also: SPICY_WORDS.test(words) ? ['spicy'] : [] };
}
