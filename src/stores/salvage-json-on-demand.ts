/**
 * The salvager as persistence loads it on demand, through a module of its own: salvage-json.ts is
 * also imported statically (by the device orders), and a module both imported and loaded on demand
 * needs the bundler's runtime, which then comes into the first load as a file of its own (+0.3 KB).
 */
export { salvageJson } from './salvage-json.ts';
