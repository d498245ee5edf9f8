import {
  DEFAULT_PRIMARY_COLOR,
  brandStyleSheet,
  siteThemeResponseSchema,
  siteThemeSchema,
  type SiteTheme,
} from '@careercard/shared/theme';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export const siteThemeQueryKey = ['site-theme'] as const;

/** The theme the server wrote into the page, so the first render already has the right logo. */
function themeOfPage(): SiteTheme | undefined {
  const content = document.querySelector<HTMLMetaElement>('meta[name="site-theme"]')?.content;
  if (!content) return undefined;
  try {
    const parsed = siteThemeSchema.safeParse(JSON.parse(content));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The site's colour, logo and favicon, as the admin set them in Application Settings. */
export function useSiteTheme() {
  return useQuery({
    queryKey: siteThemeQueryKey,
    queryFn: async () => (await apiRequest('/theme', { schema: siteThemeResponseSchema })).data,
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
