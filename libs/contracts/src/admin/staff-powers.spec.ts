import { type AdminActor, type AdminUser } from './admin.schemas';
import { ADMIN_TEXT } from './admin.texts';
import { actorRefusal, settingsEmailRefusal, STAFF_REFUSAL_TEXT, STAFF_REFUSALS, type StaffChange, staffBusinessRefusal, staffChangeRefusal, type StaffRefusal } from './staff-powers';

const person = (n: number, role: AdminUser['role']): AdminUser => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  firstName: `First${n}`,
  lastName: `Last${n}`,
  email: `person${n}@example.co.uk`,
  companyName: `Company ${n}`,
  role,
  isActive: true,
  emailVerified: true,
  profileImageUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLoginAt: null,
});

const superAdmin = person(1, 'super_admin');
const otherSuperAdmin = person(2, 'super_admin');
const admin = person(3, 'admin');
const otherAdmin = person(4, 'admin');
const owner = person(5, 'user');
const actor = (user: AdminUser): AdminActor => ({ id: user.id, role: user.role });

// Every kind of change the edit form and the delete button can make.
const email = { email: 'taken-over@example.net' };
const names = { firstName: 'Mallory', lastName: 'Evans' };
const company = { companyName: 'Evil Ltd' };
const unverify = { emailVerified: false };
const deactivate = { isActive: false };
const toAdmin = { role: 'admin' } as const;
const toSuperAdmin = { role: 'super_admin' } as const;
const toUser = { role: 'user' } as const;

type Row = [string, AdminUser, AdminUser, StaffChange, StaffRefusal | null];

const table: Row[] = [
  // Nobody changes their own role or activation, or erases themselves.
  ['an admin raising themselves', admin, admin, toSuperAdmin, 'own-role'],
  ['a super admin dropping their own role', superAdmin, superAdmin, toUser, 'own-role'],
  ['a super admin deactivating themselves', superAdmin, superAdmin, deactivate, 'own-activation'],
  ['an admin deactivating themselves', admin, admin, deactivate, 'own-activation'],
  ['a super admin erasing themselves', superAdmin, superAdmin, 'erase', 'own-erasure'],
  ['an admin erasing themselves', admin, admin, 'erase', 'own-erasure'],
  // Their own names, company and verification are theirs to edit; their e-mail needs a super admin.
  ['an admin renaming themselves', admin, admin, names, null],
  ['an admin changing their own company', admin, admin, company, null],
  ['an admin changing their own e-mail', admin, admin, email, 'staff-email'],
  ['a super admin changing their own e-mail', superAdmin, superAdmin, email, null],
  ['a super admin saving their own form unchanged', superAdmin, superAdmin, { ...toSuperAdmin, isActive: true, email: superAdmin.email }, null],

  // A plain admin changes nothing about another admin or a super admin.
  ...[superAdmin, otherAdmin].flatMap((target): Row[] =>
    ([['e-mail', email], ['names', names], ['company', company], ['verification', unverify], ['activation', deactivate], ['role', toUser], ['erasure', 'erase']] as const).map(
      ([what, change]): Row => [`an admin changing the ${what} of ${target.role === 'super_admin' ? 'a super admin' : 'another admin'}`, admin, target, change, 'staff-target'],
    ),
  ),
  ['an admin sending another admin their own values back', admin, otherAdmin, { email: otherAdmin.email, isActive: true }, null],

  // Only a super admin grants or removes an admin role.
  ['an admin making an owner an admin', admin, owner, toAdmin, 'admin-role'],
  ['an admin making an owner a super admin', admin, owner, toSuperAdmin, 'admin-role'],
  ['a super admin making an owner an admin', superAdmin, owner, toAdmin, null],
  ['a super admin removing an admin role', superAdmin, admin, toUser, null],

  // A plain admin manages owners as before.
  ...([['e-mail', email], ['names', names], ['verification', unverify], ['activation', deactivate], ['erasure', 'erase']] as const).map(
    ([what, change]): Row => [`an admin changing an owner's ${what}`, admin, owner, change, null],
  ),

  // A super admin may change other staff, super admins included.
  ...([['e-mail', email], ['names', names], ['verification', unverify], ['activation', deactivate], ['role', toUser], ['erasure', 'erase']] as const).flatMap(([what, change]): Row[] => [
    [`a super admin changing an admin's ${what}`, superAdmin, admin, change, null],
    [`a super admin changing another super admin's ${what}`, superAdmin, otherSuperAdmin, change, null],
  ]),
];

describe('staffChangeRefusal', () => {
  it.each(table)('%s: %s', (_what, by, target, change, refusal) => {
    expect(staffChangeRefusal(actor(by), target, change)).toBe(refusal);
  });

  it('counts a field whose current value is not known as changed', () => {
    expect(staffChangeRefusal(actor(admin), { id: otherAdmin.id, role: 'admin' }, { isActive: true })).toBe('staff-target');
    expect(staffChangeRefusal(actor(admin), { id: admin.id, role: 'admin' }, { isActive: true })).toBe('own-activation');
    expect(staffChangeRefusal(actor(admin), { id: admin.id, role: 'admin' }, { role: 'admin' })).toBeNull();
  });

  it('has a sentence for every refusal, the role rules in the words they had', () => {
    for (const refusal of STAFF_REFUSALS) expect(STAFF_REFUSAL_TEXT[refusal]).toMatch(/^[A-Z].{10,}[a-z]$/);
    expect(STAFF_REFUSAL_TEXT['own-role']).toBe(ADMIN_TEXT.ownRole);
    expect(STAFF_REFUSAL_TEXT['admin-role']).toBe(ADMIN_TEXT.notSuperAdmin);
  });
});

describe('staffBusinessRefusal', () => {
  it.each([
    ['an admin, another admin’s business', admin, otherAdmin, 'staff-business'],
    ['an admin, a super admin’s business', admin, superAdmin, 'staff-business'],
    ['an admin, an owner’s business', admin, owner, null],
    ['an admin, their own business', admin, admin, null],
    ['a super admin, an admin’s business', superAdmin, admin, null],
    ['a super admin, another super admin’s business', superAdmin, otherSuperAdmin, null],
  ] as const)('%s', (_what, by, businessOwner, refusal) => {
    expect(staffBusinessRefusal(actor(by), businessOwner)).toBe(refusal);
  });
});

describe('settingsEmailRefusal', () => {
  it.each([
    ['a super admin moving to another mailbox', superAdmin, 'taken-over@example.net', 'staff-email-settings'],
    ['an admin moving to another mailbox', admin, 'taken-over@example.net', 'staff-email-settings'],
    ['an admin sending their address back', admin, admin.email, null],
    ['an admin sending their address back in capitals', admin, admin.email.toUpperCase(), null],
    ['an owner moving to another mailbox', owner, 'moved@example.net', null],
  ] as const)('%s', (_what, account, email, refusal) => {
    expect(settingsEmailRefusal(account, email)).toBe(refusal);
  });
});

describe('actorRefusal', () => {
  it.each([
    ['an active admin', { role: 'admin', isActive: true }, null],
    ['an active super admin', { role: 'super_admin', isActive: true }, null],
    ['an admin deactivated a moment ago', { role: 'admin', isActive: false }, 'not-staff'],
    ['an admin demoted a moment ago', { role: 'user', isActive: true }, 'not-staff'],
    ['an account erased a moment ago', null, 'not-staff'],
  ] as const)('%s', (_what, row, refusal) => {
    expect(actorRefusal(row)).toBe(refusal);
  });
});
