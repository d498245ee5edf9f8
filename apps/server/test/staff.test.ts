import { permissionKeys } from '@careercard/shared/permissions';
import {
  GRANT_REFUSED_MESSAGE,
  HIGHER_MEMBER_MESSAGE,
  HIGHER_ROLE_MESSAGE,
  STAFF_UPDATED_MESSAGE,
  SUPER_ADMIN_ACCOUNT_MESSAGE,
  SUPER_ADMIN_GRANT_MESSAGE,
  SUPER_ADMIN_ROLE_DELETE_MESSAGE,
  staffEmailChangeMessage,
} from '@careercard/shared/staff';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from '../src/infra/db/schema';
import {
  callerOf,
  createTestApp,
  linkTo,
  mailsTo,
  TEST_PASSWORD,
  type TestAccount,
  type TestApp,
} from './helpers';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
const call: ReturnType<typeof callerOf> = (...args) => callerOf(t)(...args);
let manager: TestAccount;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://careercard.example' });
  // Every permission without being a Super Admin: they may hand out any role but the Super Admin's.
  manager = await t.asAdmin([...permissionKeys]);
});
afterAll(() => t.close());

describe('staff members', () => {
  it('adds a member who chooses a password from the invitation and signs in with their role', async () => {
    const added = await call('POST', '/api/admin/staff', manager, {
      name: 'Arif Hossain',
      email: 'Arif.Hossain@Example.test',
      roleId: 2,
    });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({
      name: 'Arif Hossain',
      email: 'arif.hossain@example.test',
      roleId: 2,
      roleName: 'Editor',
      joined: false,
    });
    const [message] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'arif.hossain@example.test'));
    expect(message).toMatchObject({ channel: 'email', purpose: 'staff_invitation' });
    expect(message!.body).toContain('https://careercard.example/admin/login');

    const token = await linkTo(t, 'arif.hossain@example.test');
    const set = await call('POST', '/api/user/reset-password', undefined, {
      token,
      password: 'editor-password-1',
      password_confirmation: 'editor-password-1',
    });
    expect(set.status).toBe(200);
    const signIn = await call('POST', '/api/admin/login', undefined, {
      email: 'arif.hossain@example.test',
      password: 'editor-password-1',
    });
    expect(signIn.status).toBe(200);
    expect(signIn.body.data.user.permissions).toEqual(['manage_blog']);
    const list = (await call('GET', '/api/admin/staff', manager)).body.data as Json[];
    expect(list.find((member) => member.email === 'arif.hossain@example.test')).toMatchObject({
      joined: true,
    });
  });

  it('asks for a name, an e-mail and an existing role, and refuses a taken e-mail', async () => {
    const empty = await call('POST', '/api/admin/staff', manager, {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toMatchObject({
      name: ['The name field is required.'],
      email: ['The email field is required.'],
      roleId: ['The role field is required.'],
    });
    const user = await t.asUser();
    const taken = await call('POST', '/api/admin/staff', manager, {
      name: 'Someone',
      email: user.email,
      roleId: 3,
    });
    expect(taken.body.errors.email).toEqual(['The email has already been taken.']);
    const noRole = await call('POST', '/api/admin/staff', manager, {
      name: 'Someone',
      email: 'someone.new@example.test',
      roleId: 999,
    });
    expect(noRole.status).toBe(422);
    expect(noRole.body.errors.roleId).toEqual(['Role not found.']);
  });

  it('takes a role id past PostgreSQL integer as a role that does not exist (found by fuzzing)', async () => {
    const form = { name: 'Someone', email: 'huge.role@example.test', roleId: 2_147_483_648 };
    const added = await call('POST', '/api/admin/staff', manager, form);
    expect(added.status).toBe(422);
    expect(added.body.errors.roleId).toEqual(['Role not found.']);
    const member = await t.asAdmin(['manage_blog']);
    const changed = await call('PUT', `/api/admin/staff/${member.id}`, manager, {
      ...form,
      email: member.email,
    });
    expect(changed.status).toBe(422);
    expect(changed.body.errors.roleId).toEqual(['Role not found.']);
  });

  it('is for staff holding manage_staff only', async () => {
    const support = await t.asAdmin(['manage_users']);
    expect((await call('GET', '/api/admin/staff', support)).status).toBe(403);
    expect((await call('GET', '/api/admin/roles', await t.asUser())).status).toBe(403);
    expect((await call('POST', '/api/admin/roles', undefined, { name: 'X' })).status).toBe(401);
  });
});

describe('who may change whom', () => {
  it('nobody changes their own role or removes themselves, and one Super Admin always stays', async () => {
    const local = await createTestApp();
    try {
      const only = await local.asAdmin(); // the one Super Admin
      const request = async (
        method: 'PUT' | 'DELETE',
        url: string,
        who: TestAccount,
        body?: Json,
      ) => {
        const res = await local.app.inject({
          method,
          url,
          headers: who.headers,
          ...(body ? { payload: body } : {}),
        });
        return { status: res.statusCode, body: res.json<Json>() };
      };
      const [me] = await local.db.select().from(users).where(eq(users.id, only.id));
      const own = await request('PUT', `/api/admin/staff/${only.id}`, only, {
        name: me!.name,
        email: me!.email,
        roleId: 2,
      });
      expect(own).toEqual({ status: 409, body: { message: 'You cannot change your own role.' } });
      expect((await request('DELETE', `/api/admin/staff/${only.id}`, only)).body.message).toBe(
        'You cannot remove your own account.',
      );
      const colleague = await local.asAdmin(['manage_staff']);
      const demote = await request('PUT', `/api/admin/staff/${only.id}`, colleague, {
        name: me!.name,
        email: me!.email,
        roleId: 3,
      });
      expect(demote).toEqual({ status: 403, body: { message: SUPER_ADMIN_ACCOUNT_MESSAGE } });
      expect((await request('DELETE', `/api/admin/staff/${only.id}`, colleague)).status).toBe(403);

      // With a second Super Admin, the first may go.
      const second = await local.asAdmin();
      expect((await request('DELETE', `/api/admin/staff/${only.id}`, second)).status).toBe(200);
      expect(await local.db.select().from(users).where(eq(users.id, only.id))).toEqual([]);
    } finally {
      await local.close();
    }
  });
});

describe('roles and permissions', () => {
  it('adds a role, and a change to its permissions applies to its staff at once', async () => {
    const added = await call('POST', '/api/admin/roles', manager, {
      name: 'Content Team',
      permissions: ['manage_pages', 'manage_blog', 'manage_blog'],
    });
    expect(added.status).toBe(201);
    // Once each, in the checklist's order.
    expect(added.body.data).toMatchObject({
      name: 'Content Team',
      permissions: ['manage_pages', 'manage_blog'],
      locked: false,
      staffCount: 0,
    });
    const roleId = added.body.data.id;
    const writer = await t.asAdmin(['manage_blog']);
    await t.db.update(users).set({ staffRoleId: roleId }).where(eq(users.id, writer.id));
    expect((await call('GET', '/api/admin/manage/user', writer)).status).toBe(403);

    const widened = await call('PUT', `/api/admin/roles/${roleId}`, manager, {
      name: 'Content Team',
      permissions: ['manage_pages', 'manage_blog', 'manage_users'],
    });
    expect(widened.body.data.permissions).toEqual(['manage_users', 'manage_pages', 'manage_blog']);
    expect((await call('GET', '/api/admin/manage/user', writer)).status).toBe(200);

    const roles = (await call('GET', '/api/admin/roles', manager)).body.data as Json[];
    expect(roles.find((role) => role.id === roleId)?.staffCount).toBe(1);
    expect(roles[0]).toMatchObject({ id: 1, name: 'Super Admin', locked: true });
    expect(roles[0]!.permissions).toHaveLength(permissionKeys.length);

    const deleted = await call('DELETE', `/api/admin/roles/${roleId}`, manager);
    expect(deleted.body.message).toBe('Role deleted. Its staff member moves to the Support role.');
    const [moved] = await t.db.select().from(users).where(eq(users.id, writer.id));
    expect(moved!.staffRoleId).toBe(3);
  });

  it('keeps the Super Admin and Support roles, and nobody changes their own role', async () => {
    expect(await call('DELETE', '/api/admin/roles/1', manager)).toEqual({
      status: 409,
      body: { message: SUPER_ADMIN_ROLE_DELETE_MESSAGE },
    });
    expect((await call('DELETE', '/api/admin/roles/3', manager)).status).toBe(409);
    const superEdit = await call('PUT', '/api/admin/roles/1', manager, {
      name: 'Super Admin',
      permissions: [],
    });
    expect(superEdit.status).toBe(409);
    const [mine] = await t.db.select().from(users).where(eq(users.id, manager.id));
    const ownRole = await call('PUT', `/api/admin/roles/${mine!.staffRoleId}`, manager, {
      name: 'Managers',
      permissions: ['manage_staff', 'manage_settings'],
    });
    expect(ownRole).toEqual({
      status: 409,
      body: { message: 'You cannot change the permissions of your own role.' },
    });
  });

  it('asks for a role name and known permissions', async () => {
    const nameless = await call('POST', '/api/admin/roles', manager, { name: ' ' });
    expect(nameless.body.errors.name).toEqual(['Please enter a role name.']);
    const unknown = await call('POST', '/api/admin/roles', manager, {
      name: 'Odd',
      permissions: ['rule_the_world'],
    });
    expect(unknown.status).toBe(422);
    const twin = await call('POST', '/api/admin/roles', manager, { name: 'Editor' });
    expect(twin.body.errors.name).toEqual(['A role with this name exists already.']);
  });
});

describe('nobody grants what they do not hold', () => {
  it('keeps a member with only Manage Staff & Roles from taking over the Super Admin', async () => {
    const owner = await t.asAdmin();
    const staffOnly = await t.asAdmin(['manage_staff']);
    const attacker = `attacker-${owner.id}@example.test`;
    const [before] = await t.db.select().from(users).where(eq(users.id, owner.id));

    const takeover = await call('PUT', `/api/admin/staff/${owner.id}`, staffOnly, {
      name: 'Super Admin',
      email: attacker,
      roleId: 1,
    });
    expect(takeover).toEqual({ status: 403, body: { message: SUPER_ADMIN_ACCOUNT_MESSAGE } });
    const [after] = await t.db.select().from(users).where(eq(users.id, owner.id));
    expect(after).toMatchObject({ email: before!.email, name: before!.name, staffRoleId: 1 });
    // So the public 'Forgot password?' has nothing to send the attacker.
    await call('POST', '/api/user/forgot-password', undefined, { email: attacker });
    expect(await mailsTo(t, attacker)).toEqual([]);

    const superRole = await call('POST', '/api/admin/staff', staffOnly, {
      name: 'Helper',
      email: `helper-${owner.id}@example.test`,
      roleId: 1,
    });
    expect(superRole).toEqual({ status: 403, body: { message: SUPER_ADMIN_GRANT_MESSAGE } });
    const everything = await call('POST', '/api/admin/roles', staffOnly, {
      name: `Everything ${owner.id}`,
      permissions: [...permissionKeys],
    });
    expect(everything).toEqual({ status: 403, body: { message: GRANT_REFUSED_MESSAGE } });
    expect(
      await t.db
        .select()
        .from(users)
        .where(eq(users.email, `helper-${owner.id}@example.test`)),
    ).toEqual([]);
  });

  it('hands out, changes and removes only roles and members within what the actor holds', async () => {
    const staffOnly = await t.asAdmin(['manage_staff']);
    const refused = (message: string) => ({ status: 403, body: { message } });
    const newMember = (roleId: number) => ({
      name: 'Mitu Akter',
      email: `mitu-${roleId}-${staffOnly.id}@example.test`,
      roleId,
    });

    // Editor (2) holds Manage Blog, which they do not.
    expect(await call('POST', '/api/admin/staff', staffOnly, newMember(2))).toEqual(
      refused(GRANT_REFUSED_MESSAGE),
    );
    expect(
      await call('PUT', '/api/admin/roles/2', staffOnly, { name: 'Writers', permissions: [] }),
    ).toEqual(refused(HIGHER_ROLE_MESSAGE));
    expect(await call('DELETE', '/api/admin/roles/2', staffOnly)).toEqual(
      refused(HIGHER_ROLE_MESSAGE),
    );
    const editor = await t.asAdmin(['manage_blog']);
    const [editorRow] = await t.db.select().from(users).where(eq(users.id, editor.id));
    expect(
      await call('PUT', `/api/admin/staff/${editor.id}`, staffOnly, {
        name: 'Renamed',
        email: editorRow!.email,
        roleId: editorRow!.staffRoleId,
      }),
    ).toEqual(refused(HIGHER_MEMBER_MESSAGE));
    expect(await call('DELETE', `/api/admin/staff/${editor.id}`, staffOnly)).toEqual(
      refused(HIGHER_MEMBER_MESSAGE),
    );
    expect(await call('POST', `/api/admin/staff/${editor.id}/invite`, staffOnly)).toEqual(
      refused(HIGHER_MEMBER_MESSAGE),
    );

    // Within what they hold, they may.
    const role = await call('POST', '/api/admin/roles', staffOnly, {
      name: `Staff desk ${staffOnly.id}`,
      permissions: ['manage_staff'],
    });
    expect(role.status).toBe(201);
    const added = await call('POST', '/api/admin/staff', staffOnly, newMember(role.body.data.id));
    expect(added.status).toBe(201);
    expect(
      await call('PUT', `/api/admin/roles/${role.body.data.id}`, staffOnly, {
        name: `Staff desk ${staffOnly.id}`,
        permissions: ['manage_staff', 'manage_settings'],
      }),
    ).toEqual(refused(GRANT_REFUSED_MESSAGE));
    // Deleting the role would move its member to Support, which holds Manage Users.
    expect(await call('DELETE', `/api/admin/roles/${role.body.data.id}`, staffOnly)).toEqual(
      refused(GRANT_REFUSED_MESSAGE),
    );
    expect((await call('DELETE', `/api/admin/staff/${added.body.data.id}`, staffOnly)).status).toBe(
      200,
    );
    expect((await call('DELETE', `/api/admin/roles/${role.body.data.id}`, staffOnly)).status).toBe(
      200,
    );
  });

  it('lets a Super Admin give the Super Admin role and change another Super Admin', async () => {
    const owner = await t.asAdmin();
    const other = await t.asAdmin();
    const [row] = await t.db.select().from(users).where(eq(users.id, other.id));
    const renamed = await call('PUT', `/api/admin/staff/${other.id}`, owner, {
      name: 'Shirin Sultana',
      email: row!.email,
      roleId: 1,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      message: STAFF_UPDATED_MESSAGE,
      data: { name: 'Shirin Sultana', roleId: 1 },
    });
    const promoted = await call('POST', '/api/admin/staff', owner, {
      name: 'Kamal Uddin',
      email: `kamal-${owner.id}@example.test`,
      roleId: 1,
    });
    expect(promoted.status).toBe(201);
  });
});

describe("a staff member's e-mail address", () => {
  it('changes once confirmed from the new address, and the old one hears of it at once', async () => {
    const owner = await t.asAdmin();
    const member = await t.asAdmin(['manage_blog']);
    const [row] = await t.db.select().from(users).where(eq(users.id, member.id));
    const newEmail = `moved-${member.id}@example.test`;

    const changed = await call('PUT', `/api/admin/staff/${member.id}`, owner, {
      name: row!.name,
      email: newEmail,
      roleId: row!.staffRoleId,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe(staffEmailChangeMessage(newEmail));
    expect(changed.body.data).toMatchObject({ email: member.email, pendingEmail: newEmail });
    const [unchanged] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(unchanged!.email).toBe(member.email);

    const [confirmation] = await mailsTo(t, newEmail);
    expect(confirmation).toMatchObject({ purpose: 'email_change' });
    expect(confirmation!.whole).toContain('Tanvir Ahmed changed the e-mail address');
    const [notice] = await mailsTo(t, member.email);
    expect(notice).toMatchObject({ purpose: 'email_change_requested' });
    expect(notice!.whole).toContain(newEmail);

    // The link proves the new address, not the account: it sets no password.
    const token = await linkTo(t, newEmail, 'confirm-email');
    const asReset = await call('POST', '/api/user/reset-password', undefined, {
      token,
      password: 'a-password-nobody-guesses',
      password_confirmation: 'a-password-nobody-guesses',
    });
    expect(asReset.status).toBe(422);

    expect((await call('POST', '/api/user/confirm-email', undefined, { token })).status).toBe(200);
    const list = (await call('GET', '/api/admin/staff', owner)).body.data as Json[];
    expect(list.find((one) => one.id === member.id)).toMatchObject({
      email: newEmail,
      pendingEmail: null,
    });
    const signIn = await call('POST', '/api/admin/login', undefined, {
      email: newEmail,
      password: TEST_PASSWORD,
    });
    expect(signIn.status).toBe(200);
  });

  it('moves an invitation not yet taken up to the new address', async () => {
    const owner = await t.asAdmin();
    const first = `typo-${owner.id}@example.tset`;
    const added = await call('POST', '/api/admin/staff', owner, {
      name: 'Rupa Begum',
      email: first,
      roleId: 2,
    });
    const oldToken = await linkTo(t, first);
    const right = `rupa-${owner.id}@example.test`;
    const fixed = await call('PUT', `/api/admin/staff/${added.body.data.id}`, owner, {
      name: 'Rupa Begum',
      email: right,
      roleId: 2,
    });
    expect(fixed.body).toMatchObject({
      message: STAFF_UPDATED_MESSAGE,
      data: { email: right, pendingEmail: null, joined: false },
    });
    const choose = (token: string | undefined) =>
      call('POST', '/api/user/reset-password', undefined, {
        token,
        password: 'rupa-chooses-this-one',
        password_confirmation: 'rupa-chooses-this-one',
      });
    expect((await choose(oldToken)).status).toBe(422);
    expect((await choose(await linkTo(t, right))).status).toBe(200);
    // The address it first went to hears where it went.
    const [notice] = await mailsTo(t, first);
    expect(notice).toMatchObject({ purpose: 'staff_invitation_moved' });
    expect(notice!.whole).toContain(right);
  });
});
