// The msgid/msgstr pairs of a Lingui .po catalog, without the header and obsolete (#~) entries;
// multi-line strings are joined.
export function catalogEntries(po) {
  const result = [];
  for (const block of po.split(/\n\s*\n/)) {
    if (/^#~/m.test(block)) continue;
    const id = /(?:^|\n)msgid ((?:".*"\n?)+)/.exec(block);
    const str = /(?:^|\n)msgstr ((?:".*"\n?)+)/.exec(block);
    if (!id || !str) continue;
    const msgid = joinLines(id[1]);
    if (msgid === '') continue;
    result.push({ msgid, msgstr: joinLines(str[1]) });
  }
  return result;
}

function joinLines(quoted) {
  return quoted
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line.trim()))
    .join('');
}
