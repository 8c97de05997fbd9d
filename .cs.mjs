// Bytes of a built chunk per source package/file, from its source map (rough: generated columns).
import { readFileSync } from 'node:fs';
import { TraceMap, eachMapping } from '@jridgewell/trace-mapping';
const file = process.argv[2];
const code = readFileSync(file, 'utf8');
const map = new TraceMap(JSON.parse(readFileSync(file + '.map', 'utf8')));
const lines = code.split('\n');
const sizes = new Map();
let prev = null;
eachMapping(map, (m) => {
  if (prev && prev.line === m.generatedLine) {
    sizes.set(prev.src, (sizes.get(prev.src) ?? 0) + (m.generatedColumn - prev.col));
  } else if (prev) {
    sizes.set(prev.src, (sizes.get(prev.src) ?? 0) + (lines[prev.line - 1].length - prev.col));
  }
  prev = { line: m.generatedLine, col: m.generatedColumn, src: m.source ?? '(none)' };
});
const group = (s) => {
  const nm = s.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (nm && process.argv[3] !== 'files') return nm[1];
  return s.replace(/^.*?\/(src|node_modules)\//, '$1/');
};
const agg = new Map();
for (const [s, n] of sizes) agg.set(group(s), (agg.get(group(s)) ?? 0) + n);
const total = [...agg.values()].reduce((a, b) => a + b, 0);
for (const [k, v] of [...agg].sort((a, b) => b[1] - a[1]).slice(0, Number(process.argv[4] ?? 40))) console.log(String(v).padStart(8), k);
console.log(String(total).padStart(8), 'TOTAL');
