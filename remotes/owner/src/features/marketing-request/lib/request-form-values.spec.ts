import { emptyRequestForm, firstRequestProblem, parseBudget, toCreateRequest, type RequestFormValues } from './request-form-values';

const valid = (): RequestFormValues => ({
  ...emptyRequestForm(),
  title: 'Summer bundle',
  campaignTypes: ['email'],
  goals: ['sales-increase'],
  description: 'Joint offer',
});

describe('request form values', () => {
  it('parses the budget to whole pounds, anything else to 0', () => {
    expect(parseBudget('1000')).toBe(1000);
    expect(parseBudget('250.9')).toBe(250);
    expect(parseBudget('')).toBe(0);
    expect(parseBudget('abc')).toBe(0);
  });

  it('starts with a budget of 1000, a 50-50 split and no choices', () => {
    expect(emptyRequestForm()).toMatchObject({ budget: '1000', budgetSplit: '50-50', campaignTypes: [], goals: [], partnerIndustries: [] });
  });

  it('reports the first problem in the specification order', () => {
    expect(firstRequestProblem(emptyRequestForm())).toBe('title');
    expect(firstRequestProblem({ ...valid(), campaignTypes: [], goals: [], description: '' })).toBe('campaignTypes');
    expect(firstRequestProblem({ ...valid(), goals: [], description: ' ' })).toBe('goals');
    expect(firstRequestProblem({ ...valid(), description: ' ', budget: '5' })).toBe('description');
    expect(firstRequestProblem({ ...valid(), budget: '99' })).toBe('budget');
    expect(firstRequestProblem({ ...valid(), budget: '100' })).toBeNull();
  });

  it('after the specification checks, refuses an end date before the start date (the server would)', () => {
    expect(firstRequestProblem({ ...valid(), budget: '99', startDate: '2027-03-01', endDate: '2027-02-01' })).toBe('budget');
    expect(firstRequestProblem({ ...valid(), startDate: '2027-03-01', endDate: '2027-02-28' })).toBe('endDate');
    expect(firstRequestProblem({ ...valid(), startDate: '2027-03-01', endDate: '2027-03-01' })).toBeNull();
    expect(firstRequestProblem({ ...valid(), startDate: '', endDate: '2027-02-28' })).toBeNull();
  });

  it('sends empty dates as null and the budget as an equal monthly range', () => {
    const body = toCreateRequest({ ...valid(), budget: '450', endDate: '2027-03-01' }, 'b-1');
    expect(body).toMatchObject({ businessId: 'b-1', startDate: null, endDate: '2027-03-01', budgetRange: { min: 450, max: 450, period: 'monthly' } });
    expect(Object.keys(body)).toEqual(['businessId', 'title', 'campaignTypes', 'goals', 'startDate', 'endDate', 'budgetRange', 'idealPartner', 'description', 'budgetSplit', 'duration', 'partnerRequirements']);
  });

  it('sends the budget split, the duration and the additional requirements, blank ones as null', () => {
    expect(toCreateRequest({ ...valid(), budgetSplit: '60-40', duration: '2-months', partnerRequirements: '  A shop front  ' }, 'b-1')).toMatchObject({
      budgetSplit: '60-40',
      duration: '2-months',
      partnerRequirements: 'A shop front',
    });
    expect(toCreateRequest({ ...valid(), duration: '', partnerRequirements: '   ' }, 'b-1')).toMatchObject({ budgetSplit: '50-50', duration: null, partnerRequirements: null });
  });
});
