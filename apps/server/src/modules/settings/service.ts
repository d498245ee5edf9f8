import {
  storageSettingsSchema,
  settingsSchemas,
  settingsSecrets,
  type SettingsArea,
  type SettingsOf,
} from '@careercard/shared/settings';
import { SUPER_ADMIN_ROLE_ID } from '@careercard/shared/permissions';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import { appSettings, users } from '../../infra/db/schema';
import type { OutboundGuard } from '../../infra/net/outbound';
import type { SecretBox } from '../../infra/secrets';
import { AppError } from '../../lib/app-error';
import type { Actor, AuditService } from '../audit/service';

export type SettingsService = ReturnType<typeof createSettingsService>;
type Tree = Record<string, unknown>;

const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const at = (tree: Tree, dotted: string) =>
  dotted.split('.').reduce<unknown>((node, key) => (isTree(node) ? node[key] : undefined), tree);

/** A copy of `tree` with `value` at `dotted`, where the objects on the way exist. */
function setAt(tree: Tree, dotted: string, value: unknown): Tree {
  const [key, ...rest] = dotted.split('.');
  if (rest.length === 0) return { ...tree, [key!]: value };
  const node = tree[key!];
  return isTree(node) ? { ...tree, [key!]: setAt(node, rest.join('.'), value) } : tree;
}

/** The string at `dotted` changed by `change`; anything else stays. */
const mapAt = (tree: Tree, dotted: string, change: (value: string) => string): Tree => {
  const value = at(tree, dotted);
  return typeof value === 'string' ? setAt(tree, dotted, change(value)) : tree;
};

/** `patch` laid over `base`, object by object: a save changes only the fields it sends. */
function merged(base: Tree, patch: Tree): Tree {
  const result: Tree = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    result[key] = isTree(value) && isTree(base[key]) ? merged(base[key], value) : value;
  }
  return result;
}

function validationError(area: string, issues: Array<{ path: PropertyKey[]; message: string }>) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[issue.path.join('.') || area] ??= []).push(issue.message);
  return new AppError(422, issues[0]!.message, errors);
}

/**
 * The admin's application settings, one JSON value per area, read through its schema so
 * defaults fill gaps. Secrets are sealed at rest, blank on the way out, kept when a save sends
 * them blank; every change is audited with the secrets masked.
 */
/** Not a settings area: kept beside them, never shown or saved through the settings screen. */
const HISTORY_KEY = 'storage_history';

/** The fields of each area that name a server we call: they must lead where calls may go. */
const ADDRESS_FIELDS: Partial<Record<SettingsArea, string[]>> = {
  smtp: ['host'],
  sms: ['bulkSmsBd.apiUrl', 'generic.apiUrl'],
  storage: ['endpoint'],
  courier: ['baseUrl'],
};

/**
 * E-mail carries the links that open every account, the Super Admin's too: whoever chooses the
 * SMTP server could read them, so only a Super Admin does.
 */
const SUPER_ADMIN_ONLY: Partial<Record<SettingsArea, string>> = {
  smtp: 'Only a Super Admin can change where e-mail goes: it carries the links that open every account.',
  security: 'Only a Super Admin can change how staff sign in.',
};

export function createSettingsService(
  db: Db,
  box: SecretBox,
  audit: AuditService,
  outbound: Pick<OutboundGuard, 'refusalOf'>,
) {
  const listeners: Array<(area: SettingsArea) => void> = [];
  const checks = new Map<SettingsArea, (next: Tree, by: Actor) => Promise<string | undefined>>();

  async function isSuperAdmin(userId: number): Promise<boolean> {
    const [actor] = await db
      .select({ roleId: users.staffRoleId })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.role, 'admin')));
    return actor?.roleId === SUPER_ADMIN_ROLE_ID;
  }

  async function stored(area: SettingsArea): Promise<Tree> {
    const [row] = await db.select().from(appSettings).where(eq(appSettings.key, area));
    let value: Tree = row?.value ?? {};
    for (const path of settingsSecrets[area]) value = mapAt(value, path, box.open);
    return value;
  }

  async function get<A extends SettingsArea>(area: A): Promise<SettingsOf<A>> {
    const parsed = settingsSchemas[area].safeParse(await stored(area));
    // A value saved by an older version that no longer fits falls back to the defaults.
    return (parsed.success ? parsed.data : settingsSchemas[area].parse({})) as SettingsOf<A>;
  }

  return {
    get,

    /** Every complete S3 setting new files went to, secrets opened (see infra/storage/routed). */
    async storageHistory(): Promise<Array<SettingsOf<'storage'>>> {
      const [row] = await db.select().from(appSettings).where(eq(appSettings.key, HISTORY_KEY));
      const targets = (row?.value.targets ?? []) as Tree[];
      return targets.flatMap((target) => {
        const parsed = storageSettingsSchema.safeParse(mapAt(target, 'secretKey', box.open));
        return parsed.success ? [parsed.data] : [];
      });
    },

    async rememberStorage(target: SettingsOf<'storage'>): Promise<void> {
      const sealed = mapAt(target, 'secretKey', box.seal);
      // Appended in one statement: servers remembering at once do not overwrite each other.
      await db
        .insert(appSettings)
        .values({ key: HISTORY_KEY, value: { targets: [sealed] } })
        .onConflictDoUpdate({
          target: appSettings.key,
          set: {
            value: sql`jsonb_build_object('targets', coalesce(${appSettings.value}->'targets', '[]'::jsonb) || ${JSON.stringify([sealed])}::jsonb)`,
          },
        });
    },

    /**
     * Runs `check` on the settings of `area` about to be saved, say a connection they make; the
     * reason it answers refuses the save.
     */
    checkBeforeSave<A extends SettingsArea>(
      area: A,
      check: (next: SettingsOf<A>, by: Actor) => Promise<string | undefined>,
    ) {
      checks.set(area, check as (next: Tree, by: Actor) => Promise<string | undefined>);
    },

    /** Calls `listener` after each save in this process, so caches of a setting drop it at once. */
    onSaved(listener: (area: SettingsArea) => void) {
      listeners.push(listener);
    },

    /** The area as the back office shows it: secrets blank, and which of them are saved. */
    async forDisplay(area: SettingsArea) {
      let value = (await get(area)) as Tree;
      const savedSecrets = settingsSecrets[area].filter((path) => at(value, path) !== '');
      for (const path of settingsSecrets[area]) value = mapAt(value, path, () => '');
      return { data: value, savedSecrets };
    },

    /**
     * Saves the fields sent over the current ones. A secret sent blank keeps its saved value;
     * sent as null, it is cleared.
     */
    async update(area: SettingsArea, patch: Tree, by: Actor): Promise<void> {
      const superAdminOnly = SUPER_ADMIN_ONLY[area];
      if (superAdminOnly && !(await isSuperAdmin(by.actorUserId))) {
        throw new AppError(403, superAdminOnly);
      }
      const before = (await get(area)) as Tree;
      let next = merged(before, patch);
      for (const path of settingsSecrets[area]) {
        const sent = at(patch, path);
        if (sent === null) next = setAt(next, path, '');
        else if (sent === '' || sent === undefined) next = setAt(next, path, at(before, path));
      }
      const parsed = settingsSchemas[area].safeParse(next);
      if (!parsed.success) throw validationError(area, parsed.error.issues);
      const unreachable = (ADDRESS_FIELDS[area] ?? []).flatMap((path) => {
        const value = at(parsed.data, path);
        const refusal = typeof value === 'string' && value ? outbound.refusalOf(value) : undefined;
        return refusal ? [{ path: path.split('.'), message: refusal.message }] : [];
      });
      if (unreachable.length > 0) throw validationError(area, unreachable);
      const reason = await checks.get(area)?.(parsed.data, by);
      if (reason) {
        const message = `These settings were not saved. ${reason}`;
        throw new AppError(422, message, { [area]: [message] });
      }
      let sealed = parsed.data as Tree;
      let masked = parsed.data as Tree;
      let maskedBefore = before;
      for (const path of settingsSecrets[area]) {
        sealed = mapAt(sealed, path, box.seal);
        masked = mapAt(masked, path, (value) => (value ? '(set)' : ''));
        maskedBefore = mapAt(maskedBefore, path, (value) => (value ? '(set)' : ''));
      }
      await db.transaction(async (tx) => {
        await tx
          .insert(appSettings)
          .values({ key: area, value: sealed })
          .onConflictDoUpdate({ target: appSettings.key, set: { value: sealed } });
        await audit.record(
          {
            action: 'settings.updated',
            ...by,
            targetType: 'settings',
            targetId: area,
            details: {
              before: maskedBefore,
              after: masked,
              // Masked, a secret replaced by another looks unchanged: name the secrets replaced.
              secretsChanged: settingsSecrets[area].filter(
                (path) => at(parsed.data as Tree, path) !== at(before, path),
              ),
            },
          },
          tx,
        );
      });
      for (const listener of listeners) listener(area);
    },
  };
}
