import type { ActivityEntry } from '@careercard/shared/activity';
import { permissions, type Permission } from '@careercard/shared/permissions';
import type { TFunction } from 'i18next';
import { formatTaka } from '@/lib/format';

type Tree = Record<string, unknown>;

const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const treeAt = (details: Tree, key: string): Tree => {
  const value = details[key];
  return isTree(value) ? value : {};
};
const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

/** "secretKey" → "secret key", "bulkSmsBd.apiToken" → "bulk sms bd api token". */
const humanise = (path: string) =>
  path
    .replaceAll('.', ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replaceAll('_', ' ')
    .toLowerCase();

/** The leaf paths whose values differ between two trees. */
function changedPaths(before: unknown, after: unknown, prefix = ''): string[] {
  if (isTree(before) || isTree(after)) {
    const left = isTree(before) ? before : {};
    const right = isTree(after) ? after : {};
    const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])];
    return keys.flatMap((key) =>
      changedPaths(left[key], right[key], prefix ? `${prefix}.${key}` : key),
    );
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [prefix];
}

/**
 * What changed between `before` and `after` in plain words ("price ৳300 → ৳350, status Active →
 * Inactive"), for the fields named in `fields` with how each value reads.
 */
function changesOf(
  t: TFunction,
  details: Tree,
  fields: Record<string, ((value: unknown) => string | undefined) | null>,
): string {
  const before = treeAt(details, 'before');
  const after = treeAt(details, 'after');
  const said: string[] = [];
  for (const [field, read] of Object.entries(fields)) {
    if (!(field in after) || JSON.stringify(before[field]) === JSON.stringify(after[field])) {
      continue;
    }
    // A long text is said to have changed, not quoted.
    if (read === null) said.push(t(`activity.fields.${field}`));
    else {
      said.push(
        t('activity.changed', {
          field: t(`activity.fields.${field}`),
          before: read(before[field]) ?? '—',
          after: read(after[field]) ?? '—',
        }),
      );
    }
  }
  if (Array.isArray(before.permissions) && Array.isArray(after.permissions)) {
    const label = (key: unknown) => permissions[key as Permission] ?? String(key);
    const had = new Set(before.permissions);
    const has = new Set(after.permissions);
    const added = after.permissions.filter((key) => !had.has(key)).map(label);
    const removed = before.permissions.filter((key) => !has.has(key)).map(label);
    if (added.length > 0) said.push(t('activity.permissionsAdded', { list: added.join(', ') }));
    if (removed.length > 0) {
      said.push(t('activity.permissionsRemoved', { list: removed.join(', ') }));
    }
  }
  return said.length > 0 ? said.join(', ') : t('activity.noChange');
}

const taka = (value: unknown) => (typeof value === 'number' ? formatTaka(value) : undefined);

/**
 * One line a person reads for an audit entry, from its action and details: "Updated package
 * Monthly Subscription: price ৳300 → ৳350", "Suspended user Rahim Uddin", "Changed settings:
 * Storage (bucket, secret key)". An entry this version does not know reads as its action.
 */
export function describeActivity(t: TFunction, entry: ActivityEntry): string {
  const details: Tree = entry.details ?? {};
  const before = treeAt(details, 'before');
  const after = treeAt(details, 'after');
  const target = entry.targetId ? `#${entry.targetId}` : '';
  const name =
    textOf(after.name) ??
    textOf(before.name) ??
    textOf(after.title) ??
    textOf(before.title) ??
    textOf(details.name) ??
    target;
  const say = (key: string, values: Record<string, unknown> = {}) =>
    t(`activity.summary.${key}`, { name, ...values });

  switch (entry.action) {
    case 'package.created':
    case 'nfc_design.created': {
      const area = entry.action.split('.')[0];
      const price = taka(after.price);
      return price ? say(`${area}.createdPriced`, { price }) : say(`${area}.created`);
    }
    case 'package.updated':
    case 'nfc_design.updated': {
      if (Object.keys(after).length === 0) return say(`${entry.action.split('.')[0]}.updatedOnly`);
      return say(entry.action, {
        changes: changesOf(t, details, {
          name: textOf,
          price: taka,
          status: textOf,
          description: null,
          thumbnailUrl: null,
        }),
      });
    }
    case 'staff.added':
      return after.roleName
        ? say('staff.addedAs', { role: textOf(after.roleName) })
        : say('staff.added');
    case 'staff.updated':
      return say('staff.updated', {
        changes: changesOf(t, details, { name: textOf, email: textOf, roleName: textOf }),
      });
    case 'role.updated':
      return say('role.updated', {
        changes: changesOf(t, details, { name: textOf }),
      });
    case 'role.deleted': {
      const moved = Array.isArray(details.movedStaff) ? details.movedStaff.length : 0;
      return moved > 0 ? say('role.deletedMoved', { count: moved }) : say('role.deleted');
    }
    case 'user.deleted': {
      // The account is gone: the entry's own copy of its address tells which one it was.
      const email = textOf(details.email);
      return email ? say('user.deletedWithEmail', { email }) : say('user.deleted');
    }
    case 'nfc_order.status_changed':
      return say('nfc_order.status_changed', {
        code: entry.targetId ?? '',
        from: textOf(details.from) ?? '—',
        to: textOf(details.to) ?? '—',
      });
    case 'settings.updated': {
      const area = entry.targetId ?? '';
      const areaName = t(`activity.settingsAreas.${area}`, { defaultValue: humanise(area) });
      const changed = changedPaths(before, after);
      // A secret replaced by another reads "(set)" before and after: the server names it.
      for (const path of Array.isArray(details.secretsChanged) ? details.secretsChanged : []) {
        if (typeof path === 'string' && !changed.includes(path)) changed.push(path);
      }
      return changed.length > 0
        ? say('settings.updated', { area: areaName, fields: changed.map(humanise).join(', ') })
        : say('settings.unchanged', { area: areaName });
    }
    case 'refund.made':
      return say(details.way === 'manual' ? 'refund.recorded' : 'refund.made', {
        amount: taka(details.amount) ?? '—',
        invoice: textOf(details.invoiceId) ?? target,
        reason: textOf(details.reason) ?? '',
      });
    case 'logs.cleared':
      return say('logs.cleared', {
        count: typeof details.removed === 'number' ? details.removed : 0,
      });
    default:
      break;
  }
  const theme = /^theme\.(\w+)_(uploaded|removed)$/.exec(entry.action);
  if (theme) return say(`theme.${theme[2]}`, { kind: humanise(theme[1]!) });
  if (t(`activity.summary.${entry.action}`, { defaultValue: '' })) return say(entry.action);
  return target ? `${entry.action} (${target})` : entry.action;
}
