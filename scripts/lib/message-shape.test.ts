import { describe, expect, it } from 'vitest';
import { INTERFACE_LOCALES } from '../../src/domain/locale-codes.ts';
import { CHECKED_LOCALES, catalogProblems } from '../i18n-check.mjs';
import { pluralCategoriesOf, translationProblems } from './message-shape.mjs';

const ITEMS = '{count, plural, one {# item} other {# items}}';

describe('translationProblems', () => {
  it.each([
    ['a faithful translation', 'Hello {name}', 'Bonjour {name}', 'fr', []],
    ['a missing translation', 'Hello {name}', '', 'fr', ['missing']],
    ['a lost argument', 'Hello {name}', 'Bonjour', 'fr', ['lost {name}']],
    ['an invented argument', 'Hello', 'Bonjour {nom}', 'fr', ['unknown {nom}']],
    ['a renamed argument', 'Total {total}', 'Gesamt {summe}', 'de', ['lost {total}', 'unknown {summe}']],
    ['kept tags', 'Place order · <0/>', 'Commander · <0/>', 'fr', []],
    ['a lost tag', 'Read <0>the policy</0>', 'Lisez la politique', 'fr', ['tags none instead of </0> <0>']],
    ['a broken message', 'Hello {name}', 'Bonjour {name', 'fr', [expect.stringMatching(/^does not parse/)]],
    ['Japanese needs "other" only', ITEMS, '{count, plural, other {#個}}', 'ja', []],
    [
      'Russian needs four categories',
      ITEMS,
      '{count, plural, one {# товар} other {# товара}}',
      'ru',
      [
        'plural {count} lacks "few" (ru needs few, many, one, other)',
        'plural {count} lacks "many" (ru needs few, many, one, other)',
      ],
    ],
    [
      'Arabic needs six: "zero" missing',
      ITEMS,
      '{count, plural, one {صنف} two {صنفان} few {# أصناف} many {# صنفًا} other {# صنف}}',
      'ar',
      ['plural {count} lacks "zero" (ar needs few, many, one, two, zero, other)'],
    ],
    [
      'an exact =0 serves as "zero"',
      ITEMS,
      '{count, plural, =0 {لا شيء} one {صنف} two {صنفان} few {# أصناف} many {# صنفًا} other {# صنف}}',
      'ar',
      [],
    ],
    ['a plural replaced by text', ITEMS, 'articles', 'fr', ['lost {count}', 'lost the plural on {count}']],
    [
      'a select that lost a key',
      '{kind, select, car {By car} other {Here}}',
      '{kind, select, other {Ici}}',
      'fr',
      ['select {kind} lost "car"'],
    ],
    [
      'selectordinal uses the ordinal categories (English: one, two, few, other)',
      '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
      '{n, selectordinal, other {#.}}',
      'de',
      [],
    ],
  ])('%s', (_name, source, translation, locale, expected) => {
    expect(translationProblems(source, translation, locale)).toEqual(expected);
  });
});

describe('pluralCategoriesOf', () => {
  it.each([
    ['ar', ['few', 'many', 'one', 'two', 'zero', 'other']],
    ['ja', ['other']],
    ['pl', ['few', 'many', 'one', 'other']],
    ['en', ['one', 'other']],
  ])('%s', (locale, expected) => {
    expect([...pluralCategoriesOf(locale)].sort()).toEqual([...expected].sort());
  });
});

describe('the i18n check', () => {
  it('holds every interface language', () => {
    expect([...CHECKED_LOCALES].sort()).toEqual([...INTERFACE_LOCALES].sort());
  });

  it('reports untranslated and broken entries of a catalog', () => {
    const po = [
      'msgid ""\nmsgstr ""\n"Language: fr\\n"',
      'msgid "Hello {name}"\nmsgstr "Bonjour"',
      'msgid "Cart"\nmsgstr ""',
      'msgid ""\n"Long "\n"text"\nmsgstr ""\n"Long "\n"texte"',
      '#~ msgid "Old"\n#~ msgstr ""',
    ].join('\n\n');
    expect(catalogProblems('fr', po)).toEqual(['"Hello {name}": lost {name}', '"Cart": missing']);
  });
});
