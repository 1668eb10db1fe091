import type { Locale } from '../../../../../contract/constants.ts';
import type { DevelopmentPlan, PlanGoal } from '../../../../../contract/development-plans.ts';
import type { PageFlow } from './page-flow.ts';
import { portfolioDate } from './portfolio-dates.ts';
import { portfolioStyles as styles } from './portfolio-styles.ts';
import type { PortfolioWords } from './portfolio-words.ts';
import { isolated } from '../../../pdf/visual-runs.ts';

const goalIndent = 14;

function drawGoal(flow: PageFlow, goal: PlanGoal, words: PortfolioWords, locale: Locale) {
  flow.ensureRoom(48);
  flow.paragraph(`• ${isolated(goal.statement)}`, styles.body, { indent: goalIndent });
  if (goal.targetMetric) {
    flow.paragraph(words.say('goalTarget', { target: isolated(goal.targetMetric) }), styles.meta, {
      indent: goalIndent + 10,
    });
  }
  const details = words.say('goalDetails', {
    date: portfolioDate(goal.dueDate, locale),
    status: words.goalStatus(goal.status),
    progress: goal.progress,
  });
  flow.paragraph(details, styles.meta, { indent: goalIndent + 10, gap: 4 });
}

function drawPlan(flow: PageFlow, plan: DevelopmentPlan, words: PortfolioWords, locale: Locale) {
  flow.ensureRoom(90);
  flow.paragraph(plan.name, styles.subheading, { gap: 2, typed: true });
  const period = words.say('period', {
    start: portfolioDate(plan.startDate, locale),
    end: portfolioDate(plan.endDate, locale),
  });
  flow.paragraph(`${period} · ${words.planStatus(plan.status)}`, styles.meta, { gap: 4 });
  if (plan.description) flow.paragraph(plan.description, styles.body, { gap: 4, typed: true });
  for (const goal of plan.goals) drawGoal(flow, goal, words, locale);
  const { userComment, adminComment, grade } = plan.feedback;
  if (userComment) {
    flow.paragraph(words.say('selfEvaluation', { text: isolated(userComment) }), styles.body);
  }
  if (adminComment) {
    flow.paragraph(words.say('principalComment', { text: isolated(adminComment) }), styles.body);
  }
  if (grade !== null) flow.paragraph(words.say('grade', { grade }), styles.body);
  flow.gap(8);
  flow.rule('#e9ecef');
  flow.gap(12);
}

/** The development plans of the year, each with its goals and its feedback. */
export function drawPlansSection(
  flow: PageFlow,
  plans: readonly DevelopmentPlan[],
  words: PortfolioWords,
  locale: Locale,
): void {
  flow.paragraph(words.say('plans'), styles.heading, { gap: 8 });
  flow.rule();
  flow.gap(14);
  if (plans.length === 0) flow.paragraph(words.say('noPlans'), styles.body);
  for (const plan of plans) drawPlan(flow, plan, words, locale);
}
