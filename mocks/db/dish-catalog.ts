/**
 * A fixed list of real dishes with real Arabic names, so menus look like a restaurant's and the
 * right-to-left screens show genuine Arabic. Prices are in Kuwaiti fils (1 KWD = 1000) and are
 * converted per scenario currency. Faker only adds variety (descriptions, extra items in `big`).
 */
export interface CatalogDish {
  en: string;
  ar: string;
  descEn: string;
  descAr: string;
  fils: number;
}

export interface CatalogCategory {
  en: string;
  ar: string;
  dishes: CatalogDish[];
}

const d = (en: string, ar: string, fils: number, descEn: string, descAr: string): CatalogDish => ({
  en,
  ar,
  fils,
  descEn,
  descAr,
});

export const MIDDLE_EASTERN_MENU: CatalogCategory[] = [
  {
    en: 'Appetizers',
    ar: 'المقبلات',
    dishes: [
      d(
        'Hummus',
        'حمص',
        950,
        'Chickpea purée with tahini, lemon and olive oil.',
        'حمص مهروس مع الطحينة والليمون وزيت الزيتون.',
      ),
      d(
        'Moutabal',
        'متبل',
        1000,
        'Smoky aubergine with tahini and pomegranate.',
        'باذنجان مشوي مع الطحينة والرمان.',
      ),
      d(
        'Falafel',
        'فلافل',
        850,
        'Crisp chickpea fritters with tahini sauce.',
        'أقراص الحمص المقرمشة مع صلصة الطحينة.',
      ),
      d(
        'Cheese Sambousek',
        'سمبوسك جبنة',
        1200,
        'Pastries filled with akkawi cheese.',
        'معجنات محشوة بجبنة العكاوي.',
      ),
      d(
        'Vine Leaves',
        'ورق عنب',
        1350,
        'Vine leaves rolled with rice, tomato and herbs.',
        'ورق عنب محشي بالأرز والطماطم والأعشاب.',
      ),
      d(
        'Muhammara',
        'محمرة',
        1100,
        'Roasted red pepper and walnut dip.',
        'غموس الفلفل الأحمر المشوي والجوز.',
      ),
    ],
  },
  {
    en: 'Salads',
    ar: 'السلطات',
    dishes: [
      d(
        'Fattoush',
        'فتوش',
        1250,
        'Garden salad with toasted bread and sumac.',
        'سلطة خضار مع الخبز المحمص والسماق.',
      ),
      d('Tabbouleh', 'تبولة', 1200, 'Parsley, bulgur, tomato and lemon.', 'بقدونس وبرغل وطماطم وليمون.'),
      d(
        'Greek Salad',
        'سلطة يونانية',
        1500,
        'Feta, olives, cucumber and tomato.',
        'جبنة فيتا وزيتون وخيار وطماطم.',
      ),
      d(
        'Caesar Salad',
        'سلطة سيزر',
        1750,
        'Romaine, parmesan, croutons and Caesar dressing.',
        'خس روماني وبارميزان وخبز محمص وصلصة سيزر.',
      ),
      d(
        'Rocca Salad',
        'سلطة جرجير',
        1300,
        'Rocket leaves with pomegranate molasses.',
        'أوراق الجرجير مع دبس الرمان.',
      ),
    ],
  },
  {
    en: 'Grills',
    ar: 'المشاوي',
    dishes: [
      d(
        'Shish Tawook',
        'شيش طاووق',
        2750,
        'Marinated chicken skewers with garlic sauce.',
        'أسياخ دجاج متبلة مع صلصة الثوم.',
      ),
      d(
        'Lamb Kebab',
        'كباب لحم',
        3250,
        'Minced lamb skewers with grilled tomato.',
        'أسياخ لحم غنم مفروم مع طماطم مشوية.',
      ),
      d(
        'Mixed Grill',
        'مشاوي مشكلة',
        4500,
        'Tawook, kebab and lamb cubes with rice.',
        'طاووق وكباب وتكة لحم مع الأرز.',
      ),
      d('Lamb Chops', 'ريش غنم', 5250, 'Grilled lamb chops with herbs.', 'ريش غنم مشوية بالأعشاب.'),
      d(
        'Grilled Hammour',
        'هامور مشوي',
        5750,
        'Gulf hammour fillet with lemon butter.',
        'فيليه هامور خليجي مع زبدة الليمون.',
      ),
      d(
        'Chicken Wings',
        'أجنحة دجاج',
        1950,
        'Charcoal grilled wings with lemon and garlic.',
        'أجنحة مشوية على الفحم بالليمون والثوم.',
      ),
    ],
  },
  {
    en: 'Rice Dishes',
    ar: 'أطباق الأرز',
    dishes: [
      d(
        'Chicken Machboos',
        'مجبوس دجاج',
        2950,
        'Spiced rice with slow-cooked chicken.',
        'أرز متبل مع دجاج مطهو ببطء.',
      ),
      d('Lamb Machboos', 'مجبوس لحم', 3950, 'Spiced rice with tender lamb.', 'أرز متبل مع لحم غنم طري.'),
      d(
        'Chicken Biryani',
        'برياني دجاج',
        2750,
        'Layered basmati rice with chicken and saffron.',
        'أرز بسمتي بطبقات مع الدجاج والزعفران.',
      ),
      d('Shrimp Mutabbaq', 'مطبق روبيان', 4250, 'Rice with spiced Gulf shrimp.', 'أرز مع روبيان خليجي متبل.'),
      d('Kabsa', 'كبسة', 3500, 'Rice with lamb, tomato and dried lime.', 'أرز مع لحم وطماطم ولومي.'),
    ],
  },
  {
    en: 'Burgers',
    ar: 'البرغر',
    dishes: [
      d(
        'Classic Beef Burger',
        'برغر لحم كلاسيك',
        2250,
        'Beef patty, cheddar, lettuce and pickles.',
        'شريحة لحم وجبنة شيدر وخس ومخلل.',
      ),
      d(
        'Crispy Chicken Burger',
        'برغر دجاج مقرمش',
        1950,
        'Fried chicken, coleslaw and spicy mayo.',
        'دجاج مقلي مع سلطة الملفوف ومايونيز حار.',
      ),
      d(
        'Mushroom Swiss Burger',
        'برغر مشروم وجبنة سويسرية',
        2500,
        'Beef patty, sautéed mushrooms and Swiss cheese.',
        'شريحة لحم مع فطر سوتيه وجبنة سويسرية.',
      ),
      d(
        'Halloumi Burger',
        'برغر حلومي',
        2100,
        'Grilled halloumi with roasted peppers.',
        'حلومي مشوي مع فلفل محمص.',
      ),
    ],
  },
  {
    en: 'Sandwiches',
    ar: 'الساندويشات',
    dishes: [
      d(
        'Chicken Shawarma',
        'شاورما دجاج',
        950,
        'Chicken shawarma wrap with garlic and pickles.',
        'لفافة شاورما دجاج مع الثوم والمخلل.',
      ),
      d(
        'Beef Shawarma',
        'شاورما لحم',
        1150,
        'Beef shawarma with tahini and onion.',
        'شاورما لحم مع الطحينة والبصل.',
      ),
      d(
        'Falafel Wrap',
        'ساندويش فلافل',
        750,
        'Falafel, vegetables and tahini in bread.',
        'فلافل وخضار وطحينة في الخبز.',
      ),
      d(
        'Zaatar Manakeesh',
        'مناقيش زعتر',
        650,
        'Flatbread with thyme and olive oil.',
        'خبز بالزعتر وزيت الزيتون.',
      ),
      d(
        'Cheese Manakeesh',
        'مناقيش جبنة',
        850,
        'Flatbread with melted akkawi cheese.',
        'خبز مع جبنة عكاوي ذائبة.',
      ),
    ],
  },
  {
    en: 'Desserts',
    ar: 'الحلويات',
    dishes: [
      d(
        'Kunafa',
        'كنافة',
        1750,
        'Warm cheese pastry with syrup and pistachio.',
        'كنافة بالجبنة مع القطر والفستق.',
      ),
      d(
        'Umm Ali',
        'أم علي',
        1500,
        'Baked pastry pudding with nuts and cream.',
        'حلوى المعجنات المخبوزة مع المكسرات والقشطة.',
      ),
      d(
        'Baklava',
        'بقلاوة',
        1250,
        'Layers of filo with pistachio and syrup.',
        'طبقات عجينة الفيلو مع الفستق والقطر.',
      ),
      d('Luqaimat', 'لقيمات', 1000, 'Sweet dumplings with date syrup.', 'لقيمات مقرمشة مع دبس التمر.'),
      d('Mahalabia', 'مهلبية', 900, 'Milk pudding with rose water.', 'مهلبية بالحليب وماء الورد.'),
    ],
  },
  {
    en: 'Drinks',
    ar: 'المشروبات',
    dishes: [
      d('Fresh Orange Juice', 'عصير برتقال طازج', 1250, 'Freshly squeezed oranges.', 'برتقال معصور طازج.'),
      d(
        'Lemon Mint',
        'ليمون بالنعناع',
        1100,
        'Blended lemon with fresh mint.',
        'ليمون مخفوق مع النعناع الطازج.',
      ),
      d(
        'Arabic Coffee',
        'قهوة عربية',
        500,
        'Cardamom coffee served with dates.',
        'قهوة بالهيل تقدم مع التمر.',
      ),
      d('Karak Tea', 'شاي كرك', 350, 'Spiced milk tea.', 'شاي بالحليب والبهارات.'),
      d('Laban', 'لبن', 450, 'Chilled salted yoghurt drink.', 'مشروب لبن بارد.'),
      d('Mineral Water', 'مياه معدنية', 250, 'Still water, 500 ml.', 'مياه معدنية ٥٠٠ مل.'),
    ],
  },
];

export interface JapaneseDish {
  ja: string;
  en: string;
  descJa: string;
  descEn: string;
  yen: number;
}
export interface JapaneseCategory {
  ja: string;
  en: string;
  dishes: JapaneseDish[];
}

const j = (ja: string, en: string, yen: number, descJa: string, descEn: string): JapaneseDish => ({
  ja,
  en,
  yen,
  descJa,
  descEn,
});

export const JAPANESE_MENU: JapaneseCategory[] = [
  {
    ja: 'ラーメン',
    en: 'Ramen',
    dishes: [
      j(
        '醤油ラーメン',
        'Shoyu Ramen',
        900,
        '鶏ガラ醤油スープ、チャーシュー、メンマ。',
        'Soy sauce chicken broth, chashu and bamboo shoots.',
      ),
      j(
        '味噌ラーメン',
        'Miso Ramen',
        980,
        '濃厚な味噌スープとコーン、バター。',
        'Rich miso broth with corn and butter.',
      ),
      j(
        '豚骨ラーメン',
        'Tonkotsu Ramen',
        1050,
        'クリーミーな豚骨スープと細麺。',
        'Creamy pork bone broth with thin noodles.',
      ),
      j('つけ麺', 'Tsukemen', 1100, '太麺を濃厚なつけ汁で。', 'Thick noodles dipped in a rich broth.'),
    ],
  },
  {
    ja: '寿司',
    en: 'Sushi',
    dishes: [
      j(
        '握り盛り合わせ',
        'Nigiri Assortment',
        2200,
        '職人の握り十貫。',
        'Ten pieces of chef-selected nigiri.',
      ),
      j('サーモン握り', 'Salmon Nigiri', 480, 'サーモン二貫。', 'Two pieces of salmon nigiri.'),
      j('鉄火巻', 'Tekka Maki', 650, 'マグロの細巻き。', 'Tuna roll.'),
      j(
        'カリフォルニアロール',
        'California Roll',
        900,
        'カニカマ、アボカド、きゅうり。',
        'Crab stick, avocado and cucumber.',
      ),
    ],
  },
  {
    ja: '丼',
    en: 'Rice Bowls',
    dishes: [
      j('親子丼', 'Oyakodon', 850, '鶏肉と卵のとじ丼。', 'Chicken and egg simmered over rice.'),
      j('牛丼', 'Gyudon', 780, '甘辛く煮た牛肉と玉ねぎ。', 'Sweet-savoury beef and onion over rice.'),
      j('カツ丼', 'Katsudon', 950, 'とんかつの卵とじ丼。', 'Pork cutlet with egg over rice.'),
      j('天丼', 'Tendon', 1000, '海老と野菜の天ぷら丼。', 'Shrimp and vegetable tempura over rice.'),
    ],
  },
  {
    ja: '揚げ物',
    en: 'Fried',
    dishes: [
      j('唐揚げ', 'Karaage', 680, '生姜醤油の鶏の唐揚げ。', 'Ginger-soy fried chicken.'),
      j(
        'とんかつ定食',
        'Tonkatsu Set',
        1300,
        'ご飯、味噌汁、キャベツ付き。',
        'With rice, miso soup and cabbage.',
      ),
      j('海老天ぷら', 'Shrimp Tempura', 1200, '海老天五本。', 'Five pieces of shrimp tempura.'),
      j('餃子', 'Gyoza', 480, '焼き餃子六個。', 'Six pan-fried dumplings.'),
    ],
  },
  {
    ja: '甘味',
    en: 'Sweets',
    dishes: [
      j('抹茶アイス', 'Matcha Ice Cream', 420, '宇治抹茶のアイスクリーム。', 'Uji matcha ice cream.'),
      j('みたらし団子', 'Mitarashi Dango', 380, '甘辛いたれの団子。', 'Rice dumplings with sweet soy glaze.'),
      j('どら焼き', 'Dorayaki', 350, 'つぶあん入り。', 'Pancakes filled with red bean paste.'),
    ],
  },
  {
    ja: '飲み物',
    en: 'Drinks',
    dishes: [
      j('緑茶', 'Green Tea', 250, '温かい煎茶。', 'Hot sencha.'),
      j('ほうじ茶ラテ', 'Hojicha Latte', 480, '香ばしいほうじ茶とミルク。', 'Roasted green tea with milk.'),
      j('ラムネ', 'Ramune', 300, '昔ながらのソーダ。', 'Classic Japanese soda.'),
    ],
  },
];
