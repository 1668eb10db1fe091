import { randomBytes } from 'node:crypto';

/** A valid signup as the client sends it (snake_case), with a unique address. */
export function makeSignup(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    full_name: 'Nora Al-Qahtani',
    email: `signup.${randomBytes(6).toString('hex')}@school.test`,
    password: 'Madrasa#2026',
    school_name: 'Riyadh Primary School',
    mobile: '+966512345678',
    date_of_birth: '1990-05-14',
    locale: 'en',
    ...overrides,
  };
}
