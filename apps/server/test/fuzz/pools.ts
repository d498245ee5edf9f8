import { matchTemplate } from './openapi';

export type Id = string | number;
interface Entry {
  value: Id;
  /** The route template whose answer held it. */
  source: string;
}

/** Keys whose values name something a later request can point at. */
const ID_KEY = /^(id|slug|token|email|file|version)$|Id$|ID$/;
const KEEP = 200;

/**
 * IDs, slugs, tokens and file names seen in the app's answers, so generated requests point at
 * things that exist some of the time and get past "not found" into the handlers' deeper code.
 */
export class IdPools {
  private readonly byKey = new Map<string, Entry[]>();

  constructor(private readonly templates: string[]) {}

  add(key: string, value: Id, source: string) {
    const list = this.byKey.get(key) ?? [];
    if (list.some((e) => e.value === value && e.source === source)) return;
    list.push({ value, source });
    if (list.length > KEEP) list.shift();
    this.byKey.set(key, list);
  }

  /** Walks an answer's JSON: id-like fields, and links to our own routes (`/api/photos/7/x.png`). */
  harvest(body: unknown, source: string) {
    const stack: Array<{ value: unknown; depth: number }> = [{ value: body, depth: 0 }];
    while (stack.length > 0) {
      const { value, depth } = stack.pop()!;
      if (depth > 8 || value === null || typeof value !== 'object') continue;
      const entries = Array.isArray(value)
        ? value.slice(0, 50).map((v) => ['', v] as const)
        : Object.entries(value);
      for (const [key, child] of entries) {
        if (typeof child === 'string' && child.includes('/api/')) this.harvestLink(child);
        if ((typeof child === 'string' || typeof child === 'number') && ID_KEY.test(key)) {
          if (String(child).length <= 200) this.add(key, child, source);
        } else {
          stack.push({ value: child, depth: depth + 1 });
        }
      }
    }
  }

  private harvestLink(link: string) {
    let pathname: string;
    try {
      pathname = new URL(link, 'http://localhost').pathname;
    } catch {
      return;
    }
    for (const template of this.templates) {
      const params = matchTemplate(template, pathname);
      if (!params) continue;
      for (const [name, raw] of Object.entries(params)) {
        try {
          this.add(name, decodeURIComponent(raw), template);
        } catch {
          // A link that is not valid percent-encoding names nothing.
        }
      }
    }
  }

  /**
   * Values for a parameter or field `name` of the route `path`, in groups from the likeliest to
   * fit: seen in this route's own answers; for `id`/`…Id`, ids from the routes about the same
   * thing (`/api/user/cvs/{id}` → /api/user/cvs, `cvId` → any /cv… route); seen under `name`.
   */
  candidates(name: string, path: string): Id[][] {
    const ids = this.byKey.get('id') ?? [];
    const own = name === 'id' ? [] : (this.byKey.get(name) ?? []);
    const base = path.split('/{')[0]!;
    const stem = idStem(name, path);
    const groups = [
      [...ids, ...own].filter((e) => e.source === path),
      stem ? ids.filter((e) => e.source.startsWith(base) && e.source.includes(stem)) : [],
      stem ? ids.filter((e) => e.source.includes(stem)) : [],
      own,
    ]
      .map((group) => group.map((e) => e.value))
      .filter((group) => group.length > 0);
    if (groups.length > 0 || !stem) return groups;
    return ids.length > 0 ? [ids.map((e) => e.value)] : [];
  }

  has(name: string) {
    return this.byKey.has(name);
  }
}

/** What an id names: `cvId` → `cv`; `{id}` in `/api/admin/nfc-designs/{id}` → `nfc-design`. */
function idStem(name: string, path: string): string | null {
  if (name !== 'id') {
    const stem = /^(\w+?)(Id|ID)$/.exec(name)?.[1];
    return stem ? stem.toLowerCase() : null;
  }
  const before = path.split('/{id}')[0]!.split('/').pop() ?? '';
  return before.replace(/s$/, '') || null;
}
