// A deliberate import cycle (cycle-a → cycle-b → cycle-a) for src/lint-boundaries.test.ts;
// eslint.config.js leaves this folder out of the normal run.
import { b } from './cycle-b';

export const a = () => b() + 1;
