// What a translation must keep of its English message: the same arguments, the same rich-text tags
// (<0/>, <1>…</1>), every select key, and for each plural the categories the language needs
// (Intl.PluralRules: Arabic six, Russian four, Japanese one). Used by `npm run i18n:check`.
import { parse } from '@messageformat/parser';

/** Plural categories a language's CLDR rules use (always including "other"); ordinal for selectordinal. */
export function pluralCategoriesOf(locale, type = 'cardinal') {
  return new Intl.PluralRules(locale, { type }).resolvedOptions().pluralCategories;
}

function walk(tokens, visit) {
  for (const token of tokens) {
    visit(token);
    if (token.cases) for (const c of token.cases) walk(c.tokens, visit);
  }
}

/** Arguments, tags and branching of one message, or a parse error. */
export function shapeOf(message) {
  let tokens;
  try {
    tokens = parse(message);
  } catch (error) {
    return { error: String(error.message ?? error) };
  }
  const args = new Set();
  const branches = [];
  const tags = [];
  walk(tokens, (token) => {
    if (token.arg) args.add(token.arg);
    if (token.type === 'plural' || token.type === 'selectordinal' || token.type === 'select') {
      branches.push({ type: token.type, arg: token.arg, keys: token.cases.map((c) => c.key) });
    }
    if (token.type === 'content') tags.push(...(token.value.match(/<\/?\d+\/?>/g) ?? []));
  });
  return { args, branches, tags: tags.sort() };
}

/** Problems of a translation against its source message, in words (empty when it is fine). */
export function translationProblems(source, translation, locale) {
  if (!translation) return ['missing'];
  const want = shapeOf(source);
  const got = shapeOf(translation);
  if (got.error) return [`does not parse: ${got.error}`];
  if (want.error) return [];
  const problems = [];
  for (const arg of want.args) if (!got.args.has(arg)) problems.push(`lost {${arg}}`);
  for (const arg of got.args) if (!want.args.has(arg)) problems.push(`unknown {${arg}}`);
  if (want.tags.join() !== got.tags.join())
    problems.push(`tags ${got.tags.join(' ') || 'none'} instead of ${want.tags.join(' ')}`);
  for (const branch of want.branches) {
    const same = got.branches.find((b) => b.arg === branch.arg && b.type === branch.type);
    if (!same) {
      problems.push(`lost the ${branch.type} on {${branch.arg}}`);
      continue;
    }
    const keys = new Set(same.keys);
    if (branch.type === 'select') {
      for (const key of branch.keys)
        if (!keys.has(key)) problems.push(`select {${branch.arg}} lost "${key}"`);
    } else {
      // An exact "=0" case serves as "zero" (the languages here use "zero" for 0 alone).
      if (keys.has('=0')) keys.add('zero');
      const needed = pluralCategoriesOf(locale, branch.type === 'selectordinal' ? 'ordinal' : 'cardinal');
      for (const category of needed) {
        if (!keys.has(category))
          problems.push(`plural {${branch.arg}} lacks "${category}" (${locale} needs ${needed.join(', ')})`);
      }
    }
  }
  return problems;
}
