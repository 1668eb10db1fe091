import { describe, expect, it } from 'vitest';

import { invitationEmail } from './invitation-email.ts';

const input = {
  to: 'huda@example.com',
  organizationName: 'مدرسة النخيل',
  inviterName: 'Sara Alqahtani',
  link: 'https://shawahid.example/invitations/abc',
  validityDays: 7,
} as const;

describe('the invitation email', () => {
  it('names the role in Arabic first, then English, for a teacher', () => {
    const mail = invitationEmail({ ...input, role: 'agent' });
    expect(mail.subject).toBe(
      'دعوة للانضمام إلى شواهد | An invitation to join Shawahid: مدرسة النخيل',
    );
    expect(mail.text).toContain(
      'دعاك Sara Alqahtani للانضمام إلى مدرسة النخيل في شواهد بصفتك معلمًا أو معلمة.',
    );
    expect(mail.text).toContain(
      'Sara Alqahtani invited you to join مدرسة النخيل on Shawahid as a teacher.',
    );
    expect(mail.text.indexOf('دعاك')).toBeLessThan(mail.text.indexOf('invited you'));
    expect(mail.text).toContain('الدعوة صالحة لمدة 7 أيام');
  });

  it('names the role of a principal in both languages', () => {
    const mail = invitationEmail({ ...input, role: 'org_admin' });
    expect(mail.text).toContain('بصفتك قائدًا للمدرسة');
    expect(mail.text).toContain('as a principal.');
    expect(mail.html).toContain('<div dir="rtl"');
  });
});
