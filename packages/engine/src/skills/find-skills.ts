import type { SkillMention } from '../types';
import { splitCompound, tokenize, type Token } from '../text/tokens';
import {
  ambiguousNames,
  skillFamilies,
  skillImplications,
  skillTaxonomy,
  type SkillEntry,
} from './taxonomy';

/**
 * Finds the taxonomy's skills in text by any of their names, longest phrase first, so
 * "Microsoft Excel" is one skill and "React Native" is not also "React".
 */

interface TrieNode {
  next: Map<string, TrieNode>;
  entry?: SkillEntry;
  /** A name that is also an ordinary word ("Go", "R") counts only when capitalised. */
  capitalised?: boolean;
}

const newNode = (): TrieNode => ({ next: new Map() });

function buildIndex() {
  const root = newNode();
  const byName = new Map<string, SkillEntry>();
  const knownTokens = new Set<string>();
  for (const entry of skillTaxonomy) {
    for (const form of [entry.name, ...entry.aliases]) {
      const tokens = tokenize(form);
      if (tokens.length === 0) continue;
      byName.set(tokens.map((t) => t.lower).join(' '), entry);
      let node = root;
      for (const token of tokens) {
        knownTokens.add(token.lower);
        let child = node.next.get(token.lower);
        if (!child) node.next.set(token.lower, (child = newNode()));
        node = child;
      }
      // The first spelling wins: an alias never steals a phrase the taxonomy already placed.
      if (!node.entry) {
        node.entry = entry;
        node.capitalised = ambiguousNames.has(form.toLowerCase());
      }
    }
  }
  return { root, byName, knownTokens };
}

let index: ReturnType<typeof buildIndex> | undefined;
const getIndex = () => (index ??= buildIndex());

/** Tokens ready for matching: compounds the taxonomy does not know are split into their parts. */
function matchTokens(text: string): Token[] {
  const { knownTokens } = getIndex();
  const tokens: Token[] = [];
  for (const token of tokenize(text)) {
    if (knownTokens.has(token.lower)) {
      tokens.push(token);
      continue;
    }
    const parts = splitCompound(token);
    if (parts.length > 0) {
      tokens.push(...parts);
    } else if (token.lower.length > 3 && token.lower.endsWith('s')) {
      // "APIs", "databases": try the singular before giving up on the word.
      const singular = token.lower.slice(0, -1);
      tokens.push(
        knownTokens.has(singular) ? { raw: token.raw.slice(0, -1), lower: singular } : token,
      );
    } else {
      tokens.push(token);
    }
  }
  return tokens;
}

/** Every skill occurrence in order: the entry and the token index where it starts. */
export function skillOccurrences(text: string): Array<{ entry: SkillEntry; at: number }> {
  const { root } = getIndex();
  const tokens = matchTokens(text);
  const found: Array<{ entry: SkillEntry; at: number }> = [];
  let i = 0;
  while (i < tokens.length) {
    let node: TrieNode | undefined = root;
    let best: { entry: SkillEntry; length: number } | undefined;
    for (let j = i; j < tokens.length && node; j++) {
      node = node.next.get(tokens[j]!.lower);
      if (node?.entry && (!node.capitalised || /\p{Lu}/u.test(tokens[i]!.raw))) {
        best = { entry: node.entry, length: j - i + 1 };
      }
    }
    if (best) {
      found.push({ entry: best.entry, at: i });
      i += best.length;
    } else {
      i += 1;
    }
  }
  return found;
}

/** The skills named in a text, in order of first mention, with how often each occurs. */
export function findSkills(text: string): SkillMention[] {
  const mentions = new Map<string, SkillMention>();
  for (const { entry } of skillOccurrences(text)) {
    const mention = mentions.get(entry.name);
    if (mention) mention.count += 1;
    else {
      mentions.set(entry.name, {
        name: entry.name,
        kind: entry.kind,
        category: entry.category,
        count: 1,
      });
    }
  }
  return [...mentions.values()];
}

/** The taxonomy entry a skill name stands for ("k8s" → Kubernetes), if it knows it. */
export function canonicalSkill(name: string): SkillEntry | undefined {
  return getIndex().byName.get(
    tokenize(name)
      .map((t) => t.lower)
      .join(' '),
  );
}

let families: Map<string, Set<string>> | undefined;

/** Skills that can stand in for this one (Angular for React), from the taxonomy's families. */
export function relatedSkills(name: string): ReadonlySet<string> {
  families ??= new Map();
  if (families.size === 0) {
    for (const family of skillFamilies) {
      for (const member of family) {
        const related = families.get(member) ?? new Set<string>();
        for (const other of family) if (other !== member) related.add(other);
        families.set(member, related);
      }
    }
  }
  return families.get(name) ?? new Set();
}

/** The canonical names a CV shows, with the broad skills they prove (PostgreSQL: SQL too). */
export function withImplied(names: Iterable<string>): Set<string> {
  const shown = new Set(names);
  for (const [broad, specifics] of Object.entries(skillImplications)) {
    if (specifics.some((name) => shown.has(name))) shown.add(broad);
  }
  return shown;
}
