// `node --import ./register-typescript.mjs file.ts`: runs TypeScript sources (see
// typescript-hooks.mjs).
import { register } from 'node:module';

register('./typescript-hooks.mjs', import.meta.url);
