import { expect, test, type APIRequestContext, type Page } from './support/playwright.ts';

import { schoolYearAt, schoolYearLabel } from '../../contract/school-year.ts';
import { accessTokenOf, demo, logInThroughTheForm, uniqueEmail } from './support/accounts.ts';

const password = 'Madrasa#2026';

/** A new member of the demo school, created by its principal with a job model. */
async function newMember(request: APIRequestContext, jobModel: string) {
  const email = uniqueEmail('job.model');
  const created = await request.post('/api/users', {
    headers: { Authorization: `Bearer ${await accessTokenOf(request, demo.principal)}` },
    data: { full_name: 'Maha', email, password, role: 'agent', job_model: jobModel },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = ((await created.json()) as { result: { id: string } }).result;
  return { id, email };
}

async function signIn(page: Page, locale: 'ar' | 'en', email: string) {
  await page.addInitScript((chosen) => localStorage.setItem('locale', chosen), locale);
  await logInThroughTheForm(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

test.use({ viewport: { width: 375, height: 812 } });

for (const locale of ['en', 'ar'] as const) {
  const words =
    locale === 'en'
      ? {
          note: 'The job model “Lab technician” has no criteria set yet, so this form scores the teacher’s set.',
          exempt:
            'Your principal marked you as not evaluated this school year (Secondment), so there is no self-assessment to fill in.',
          submit: 'Submit my self-assessment',
          firstCriterion: 'Performing job duties',
        }
      : {
          note: 'لا توجد معايير بعد للنموذج الوظيفي «محضر مختبر»',
          exempt: 'حدّدك مديرك ضمن من لا يُقيَّمون هذا العام الدراسي (إعارة)',
          submit: 'إرسال تقييمي الذاتي',
          firstCriterion: 'أداء الواجبات الوظيفية',
        };

  test(`a member whose job model has no set is scored on the teacher’s set, with a note (${locale})`, async ({
    page,
    request,
  }) => {
    const member = await newMember(request, 'lab_technician');
    await signIn(page, locale, member.email);
    await page.goto('/evaluations');
    await expect(page.getByText(words.note)).toBeVisible();
    // The teacher's set, once the first pull has brought it.
    await expect(page.getByRole('region', { name: words.firstCriterion })).toBeVisible();
    await page.getByText(words.note).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`teacher-set-note-${locale}.png`) });
  });

  test(`a teacher not evaluated this year is told why and offered no self-assessment (${locale})`, async ({
    page,
    request,
  }) => {
    const member = await newMember(request, 'teacher');
    const year = schoolYearLabel(schoolYearAt(new Date()).startYear);
    const marked = await request.put(`/api/users/${member.id}/evaluation-exemptions/${year}`, {
      headers: { Authorization: `Bearer ${await accessTokenOf(request, demo.principal)}` },
      data: { reason_code: 'secondment' },
    });
    expect(marked.ok(), await marked.text()).toBe(true);
    await signIn(page, locale, member.email);
    await page.goto('/evaluations');
    await expect(page.getByText(words.exempt)).toBeVisible();
    await expect(page.getByRole('button', { name: words.submit })).toHaveCount(0);
    await expect(page.getByRole('radio')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`not-evaluated-${locale}.png`) });
  });
}
