import { z } from 'zod';
import { locales } from './locale';

/**
 * A language in a payload. Not in locale.ts: the web app's first script reads that one, and
 * zod would come with it.
 */
export const localeSchema = z.enum(locales, { error: 'The locale must be en or bn.' });
