import { DEFAULT_PRIMARY_COLOR, brandStyleSheet } from '@careercard/shared/brand-palette';
import type { SiteTheme } from '@careercard/shared/theme';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export const siteThemeQueryKey = ['site-theme'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isNullableString = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';

/**
 * `value` as a theme (`siteThemeSchema`), or undefined. Checked by hand, not with the schema:
 * every page draws the theme first, and zod would add a quarter to the JavaScript of a page
 * such as the landing page, which needs it for nothing else.
 */
function asSiteTheme(value: unknown): SiteTheme | undefined {
  if (!isRecord(value)) return undefined;
  const { primaryColor, logoUrl, faviconUrl } = value;
  if (!isNullableString(primaryColor) || !isNullableString(logoUrl)) return undefined;
  if (!isNullableString(faviconUrl)) return undefined;
  return { primaryColor, logoUrl, faviconUrl };
}

/** The theme the server wrote into the page, so the first render already has the right logo. */
function themeOfPage(): SiteTheme | undefined {
  if (typeof document === 'undefined') return undefined; // rendered on the server
  const content = document.querySelector<HTMLMetaElement>('meta[name="site-theme"]')?.content;
  if (!content) return undefined;
  try {
    return asSiteTheme(JSON.parse(content));
  } catch {
    return undefined;
  }
}

/** GET /api/theme, checked as `siteThemeResponseSchema` would. */
async function fetchSiteTheme(): Promise<SiteTheme> {
  const body = await apiRequest<unknown>('/theme');
  const theme = isRecord(body) && body.success === true ? asSiteTheme(body.data) : undefined;
  if (!theme) throw new Error('GET /api/theme: not a theme');
  return theme;
}

/** The site's colour, logo and favicon, as the admin set them in Application Settings. */
export function useSiteTheme() {
  return useQuery({
    queryKey: siteThemeQueryKey,
    queryFn: fetchSiteTheme,
    initialData: themeOfPage,
    staleTime: 60_000,
  });
}

function headElement<K extends 'style' | 'meta' | 'link'>(tag: K, selector: string) {
  let element = document.head.querySelector<HTMLElementTagNameMap[K]>(selector);
  if (!element) {
    element = document.createElement(tag);
    document.head.append(element);
  }
  return element;
}

/** Draws the open page in `theme`: what the server does for each page it sends, done in place. */
export function applySiteTheme(theme: SiteTheme) {
  const style = headElement('style', 'style#site-theme');
  style.id = 'site-theme';
  style.textContent = theme.primaryColor ? brandStyleSheet(theme.primaryColor) : '';
  const themeColor = headElement('meta', 'meta[name="theme-color"]');
  themeColor.name = 'theme-color';
  themeColor.content = theme.primaryColor ?? DEFAULT_PRIMARY_COLOR;
  const icon = headElement('link', 'link[rel="icon"]');
  icon.rel = 'icon';
  icon.href = theme.faviconUrl ?? '/favicon.svg';
  if (theme.faviconUrl) icon.removeAttribute('type');
  else icon.type = 'image/svg+xml';
}
