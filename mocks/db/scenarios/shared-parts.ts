/** Business details most scenarios share: payment methods, policies, tables, banners, tags. */
import type { MenuItem } from '../../../src/domain/model.ts';
import type {
  BannerRecord,
  BusinessRecord,
  TableRecord,
  TagRecord,
  WalletPackageRecord,
} from '../records.ts';
import { text } from '../scenario-parts.ts';
import { dishFacts, INGREDIENTS, TAGS, type IngredientKey, type TagKey } from '../dish-ingredients.ts';

type Extras = Pick<
  BusinessRecord,
  | 'payment_methods'
  | 'policies'
  | 'social_links'
  | 'whatsapp_phone'
  | 'labels'
  | 'delivery_options'
  | 'fast_checkout'
  | 'modifiers_enabled'
>;

export function businessExtras(whatsapp: string): Extras {
  return {
    // Spec §9: payment_type 2 (cash) is the default; 1 is online card payment.
    payment_methods: [
      // A kiosk takes cash at the counter; card payments stay on phones (on_kiosk, issue 17).
      { payment_type: 2, kind: 'cash', name: text('Cash', 'نقداً', '現金'), icon: null, on_kiosk: true },
      {
        payment_type: 1,
        kind: 'online',
        name: text('Card (KNET / Visa)', 'بطاقة (كي نت / فيزا)', 'カード'),
        icon: null,
        on_kiosk: false,
      },
      // A card on the payment terminal paired with a kiosk or table tablet (issue 31); never on phones.
      {
        payment_type: 4,
        kind: 'terminal',
        name: text('Pay by card', 'الدفع بالبطاقة', 'カードで支払う'),
        icon: null,
        on_kiosk: true,
        on_table: true,
      },
    ],
    delivery_options: { form_type: 'areas', drop_pin: true, send_gift: true, all_zones: false },
    fast_checkout: false,
    modifiers_enabled: true,
    policies: [
      {
        id: 1,
        type: 'refund',
        title: text('Refund policy', 'سياسة الاسترجاع', '返金ポリシー'),
        body: text(
          'Orders can be cancelled before the kitchen accepts them. Refunds go back to the original payment method within 7 days.',
          'يمكن إلغاء الطلب قبل قبوله من المطبخ. يعاد المبلغ إلى وسيلة الدفع الأصلية خلال ٧ أيام.',
          'キッチンが受け付ける前であれば注文をキャンセルできます。返金は7日以内に元の支払い方法へ行われます。',
        ),
      },
      {
        id: 2,
        type: 'privacy',
        title: text('Privacy policy', 'سياسة الخصوصية', 'プライバシーポリシー'),
        body: text(
          'We use your phone number only to confirm orders and send order updates.',
          'نستخدم رقم هاتفك فقط لتأكيد الطلبات وإرسال تحديثاتها.',
          '電話番号は注文の確認と更新の通知にのみ使用します。',
        ),
      },
    ],
    social_links: [
      { type: 'instagram', url: 'https://instagram.com/example' },
      { type: 'x', url: 'https://x.com/example' },
    ],
    whatsapp_phone: whatsapp,
    labels: {
      table: text('Table', 'طاولة', 'テーブル'),
      floor: text('Floor', 'الطابق', 'フロア'),
      kitchen: text('Kitchen', 'المطبخ', 'キッチン'),
    },
  };
}

export function walletPackages(nextId: () => number, unit: number, currency: string): WalletPackageRecord[] {
  return [
    [10, 11],
    [20, 23],
    [50, 60],
  ].map(([price, credit]) => {
    const id = nextId();
    return {
      id,
      name: text(`${price} ${currency} package`, `باقة ${price} ${currency}`),
      description: text(
        `Pay ${price} ${currency}, get ${credit} ${currency} of credit.`,
        `ادفع ${price} ${currency} واحصل على رصيد ${credit} ${currency}.`,
      ),
      price: price! * unit,
      credit: credit! * unit,
      image: `/mock-images/package-${id}.svg`,
    };
  });
}

export function tablesFor(nextId: () => number, branchIds: number[]): TableRecord[] {
  return branchIds.flatMap((branchId, branchIndex) =>
    Array.from({ length: branchIndex === 0 ? 8 : 5 }, (_, i) => ({
      id: nextId(),
      branch_id: branchId,
      name: text(`Table ${i + 1}`, `طاولة ${i + 1}`, `テーブル ${i + 1}`),
      floor:
        i < 4 ? text('Ground floor', 'الطابق الأرضي', '1階') : text('First floor', 'الطابق الأول', '2階'),
      seats: [2, 4, 4, 6, 2, 4, 8, 10][i] ?? 4,
    })),
  );
}

export function bannersFor(nextId: () => number, branchIds: number[], items: MenuItem[]): BannerRecord[] {
  const titles = [
    text('New on the menu', 'جديد في القائمة', '新メニュー'),
    text('Family feast', 'وليمة العائلة', 'ファミリーセット'),
    text('Sweet endings', 'ختامها حلو', 'デザート'),
  ];
  return branchIds.flatMap((branchId) =>
    titles.map((title, i) => {
      const id = nextId();
      return {
        id,
        branch_id: branchId,
        title,
        image: `/mock-images/banner-${id}.svg`,
        link_item_id: items[i * 7]?.id ?? null,
        from: null,
        to: null,
      };
    }),
  );
}

/**
 * The dietary tags and ingredients of a scenario's dishes (see dish-ingredients.ts), as records
 * listing the items that carry each; only what at least one dish uses, in the catalog's order.
 */
export function tagsFor(nextId: () => number, items: MenuItem[], halalKitchen = true): TagRecord[] {
  const facts = items.map((item) => ({ item, ...dishFacts(item.name, item.description, halalKitchen) }));
  const ingredients = (Object.keys(INGREDIENTS) as IngredientKey[]).flatMap((key): TagRecord[] => {
    const itemIds = facts.filter((fact) => fact.contains.includes(key)).map((fact) => fact.item.id);
    if (itemIds.length === 0) return [];
    const { name, allergen } = INGREDIENTS[key];
    return [{ id: nextId(), name, kind: 'ingredient', allergen, item_ids: itemIds }];
  });
  const tags = (Object.keys(TAGS) as TagKey[]).flatMap((key): TagRecord[] => {
    const itemIds = facts.filter((fact) => fact.tags.includes(key)).map((fact) => fact.item.id);
    if (itemIds.length === 0) return [];
    const { name, kind } = TAGS[key];
    return [{ id: nextId(), name, kind: 'tag', tag_kind: kind, item_ids: itemIds }];
  });
  return [...tags, ...ingredients];
}
