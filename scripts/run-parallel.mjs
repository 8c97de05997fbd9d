// Runs npm scripts side by side and fails when any of them fails: `npm test`'s static checks
// (types, lint, contract, catalogs) read the tree and write only into temporary places (the
// catalog check restores locales/ itself), so on two cores they take about half the time together.
// Each script's output is printed whole once it ends, so the lines of two checks never interleave.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
const runs = names.map(
  (name) =>
    new Promise((resolve) => {
      const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('close', (code) => {
        process.stdout.write(`\n> ${name} (${code === 0 ? 'ok' : `failed with ${code}`})\n${output}`);
        resolve(code === 0);
      });
    }),
);
const results = await Promise.all(runs);
const failed = names.filter((_, index) => !results[index]);
if (failed.length > 0) {
  console.error(`\nfailed: ${failed.join(', ')}`);
  process.exit(1);
}
