import type { ActivityEntry } from '@careercard/shared/activity';
import { describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { describeActivity } from './describe-activity';

const entry = (fields: Partial<ActivityEntry> & Pick<ActivityEntry, 'action'>): ActivityEntry => ({
  id: 1,
  actor: { id: 7, name: 'Tanvir Ahmed', email: 'tanvir@example.test' },
  targetType: null,
  targetId: null,
  details: null,
  createdAt: '2026-05-01T04:00:00.000Z',
  ...fields,
});
const say = (fields: Partial<ActivityEntry> & Pick<ActivityEntry, 'action'>) =>
  describeActivity(i18n.t, entry(fields));

describe('an audit entry in plain words', () => {
  it('says what a package change changed, prices in taka', () => {
    expect(
      say({
        action: 'package.updated',
        targetId: '4',
        details: {
          before: { name: 'Monthly Subscription', price: 300, status: 'Inactive' },
          after: { name: 'Monthly Subscription', price: 350, status: 'Inactive' },
        },
      }),
    ).toBe('Updated package Monthly Subscription: price ৳300 → ৳350');
    expect(
      say({
        action: 'package.updated',
        details: {
          before: { name: 'Coaching', price: 0, status: 'Active', description: '' },
          after: { name: 'Coaching', price: 0, status: 'Inactive', description: 'One hour' },
        },
      }),
    ).toBe('Updated package Coaching: status Active → Inactive, description');
    expect(
      say({ action: 'package.created', details: { after: { name: 'Coaching', price: 499.5 } } }),
    ).toBe('Added package Coaching at ৳499.5');
  });

  it('names the user, or their number when the entry kept no name', () => {
    expect(
      say({
        action: 'user.suspended',
        targetId: '12',
        details: {
          name: 'Rahim Uddin',
          before: { status: 'Active' },
          after: { status: 'Suspended' },
        },
      }),
    ).toBe('Suspended user Rahim Uddin');
    expect(say({ action: 'user.deleted', targetId: '12' })).toBe('Deleted user #12');
    expect(
      say({
        action: 'user.deleted',
        targetId: '12',
        details: { name: 'Rahim Uddin', email: 'rahim@example.test' },
      }),
    ).toBe('Deleted user Rahim Uddin (rahim@example.test)');
    expect(
      say({ action: 'user.impersonation_ended', targetId: '12', details: { name: 'Rahim Uddin' } }),
    ).toBe('Left the session as user Rahim Uddin');
  });

  it('lists the settings fields changed, a replaced secret included', () => {
    expect(
      say({
        action: 'settings.updated',
        targetId: 'storage',
        details: {
          before: { bucket: '', secretKey: '(set)', region: 'ap-south-1' },
          after: { bucket: 'cv-files', secretKey: '(set)', region: 'ap-south-1' },
          secretsChanged: ['secretKey'],
        },
      }),
    ).toBe('Changed settings: Storage (bucket, secret key)');
    expect(
      say({
        action: 'settings.updated',
        targetId: 'sms',
        details: {
          before: { bulkSmsBd: { enabled: false } },
          after: { bulkSmsBd: { enabled: true } },
        },
      }),
    ).toBe('Changed settings: SMS (bulk sms bd enabled)');
  });

  it('says staff, role, NFC and log changes', () => {
    expect(
      say({
        action: 'staff.updated',
        details: {
          before: { name: 'Mitu Sarker', email: 'mitu@example.test', roleName: 'Editor' },
          after: { name: 'Mitu Sarker', email: 'mitu@example.test', roleName: 'Support' },
        },
      }),
    ).toBe('Updated staff member Mitu Sarker: role Editor → Support');
    expect(
      say({
        action: 'role.updated',
        details: {
          before: { name: 'Moderators', permissions: ['manage_blog'] },
          after: { name: 'Moderators', permissions: ['manage_users'] },
        },
      }),
    ).toBe(
      'Updated role Moderators: permissions added: Manage Users, permissions removed: Manage Blog',
    );
    expect(
      say({
        action: 'nfc_order.status_changed',
        targetId: 'CC-1042',
        details: { from: 'Paid', to: 'Shipped' },
      }),
    ).toBe('Moved NFC card order CC-1042 from Paid to Shipped');
    expect(say({ action: 'logs.cleared', details: { removed: 1 } })).toBe(
      'Cleared the application logs (1 entry)',
    );
  });

  it('reads an action it does not know as the action', () => {
    expect(say({ action: 'cv.archived', targetId: '9' })).toBe('cv.archived (#9)');
  });
});
