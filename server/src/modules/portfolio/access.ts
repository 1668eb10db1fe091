/** What the portfolio module offers the other modules; the rest is its own (docs/server-modules.md). */
export { portfolioContentOf, portfolioAchievementsCondition } from './portfolio-content.ts';
export type { PortfolioEvidence } from './portfolio-content.ts';
export { sendPortfolioPdf } from './send-portfolio-pdf.ts';
