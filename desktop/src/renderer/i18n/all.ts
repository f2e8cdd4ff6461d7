import type { Language } from '@balcao/shared';
import { en, type Translation } from './en.ts';
import { es } from './es.ts';
import { pt } from './pt.ts';

/** Every language at once, for tests that compare them; the app loads one at a time (index.ts). */
export const translations: Record<Language, Translation> = { pt, en, es };
