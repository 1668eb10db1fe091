import { describe, expect, it } from 'vitest';

import { zUserCreate, zUserUpdate } from '../../../contract/users.ts';

import {
  createPayload,
  emptyUserForm,
  updatePayload,
  type UserFormValues,
} from './user-form-values.ts';

const filled: UserFormValues = {
  ...emptyUserForm(null),
  fullName: 'Fatimah Al-Zahrani',
  email: 'fatimah@school.test',
  password: 'Madrasa#2026',
  organizationId: '01930000-0000-7000-8000-000000000000',
};

describe('user form payloads', () => {
  it('sends the organisation only when the caller chooses it', () => {
    expect(createPayload(filled, true)).toHaveProperty('organizationId', filled.organizationId);
    expect(createPayload(filled, false)).not.toHaveProperty('organizationId');
    expect(updatePayload(filled, false)).not.toHaveProperty('organizationId');
  });

  it('treats the prefilled +966 as no mobile, which the server stores as none', () => {
    const parsed = zUserCreate.parse(createPayload(filled, true));
    expect(parsed.mobile).toBeNull();
  });

  it('keeps the current password when the edit leaves it empty', () => {
    const payload = updatePayload({ ...filled, password: '' }, true);
    expect(payload).not.toHaveProperty('password');
    expect(zUserUpdate.safeParse(payload).success).toBe(true);
  });

  it('refuses a weak new password on edit', () => {
    const result = zUserUpdate.safeParse(updatePayload({ ...filled, password: 'weak' }, true));
    expect(result.success).toBe(false);
  });
});
