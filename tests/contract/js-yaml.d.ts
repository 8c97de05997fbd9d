// js-yaml 4 ships no types and @types/js-yaml is not installed; the contract tests need only load().
declare module 'js-yaml' {
  export function load(input: string): unknown;
}
