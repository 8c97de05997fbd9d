import { readFileSync, readdirSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const dir = process.argv[2];
const files = process.argv.slice(3);
const totals = new Map();
for (const f of files) {
  const code = readFileSync(`${dir}/${f}`, 'utf8');
  const map = JSON.parse(readFileSync(`${dir}/${f}.map`, 'utf8'));
  const c = new SourceMapConsumer(map);
  const lines = code.split('\n');
  const ms = [];
  c.eachMapping((m) => ms.push(m));
  ms.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
  for (let i = 0; i < ms.length; i++) {
    const m = ms[i], n = ms[i + 1];
    const end = n && n.generatedLine === m.generatedLine ? n.generatedColumn : lines[m.generatedLine - 1].length;
    const len = end - m.generatedColumn;
    let src = m.source ?? '(none)';
    const nm = src.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
    const key = process.env.DEEP && src.includes(process.env.DEEP) ? src.replace(/^.*node_modules\//, "") : nm ? nm[1] : src.replace(/^.*?\/src\//, "src/").replace(/\/[^/]+$/, "/");
    totals.set(key, (totals.get(key) ?? 0) + len);
  }
}
const sorted = [...totals].sort((a, b) => b[1] - a[1]);
let sum = 0; for (const [, v] of sorted) sum += v;
console.log('total', (sum / 1024).toFixed(1));
for (const [k, v] of sorted.slice(0, +(process.env.TOP ?? 45))) console.log((v / 1024).toFixed(1).padStart(7), k);
