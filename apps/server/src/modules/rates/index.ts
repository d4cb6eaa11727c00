/** The rates area's public surface for the other areas: the plan a stay is priced and checked by. */
export { assertOnSale, companyPlans, loadStayPlan, type StayPlan } from './stay-plan.ts';
