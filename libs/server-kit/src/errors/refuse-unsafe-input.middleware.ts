import { type ErrorBody, findInputProblem, type InputProblem } from '@comarketing/contracts';
import { type NextFunction, type Request, type Response } from 'express';

/**
 * Refuses, with 400, what no route of any app may receive (see `findInputProblem` in the
 * contracts): NUL or half an emoji in the decoded path, the query string or the JSON body, and
 * values nested deeper than any contract. Runs right after the JSON parser, before any route, so a
 * new route or service cannot forget it; before it, NUL reached PostgreSQL and came back as a 500.
 */
export function refuseUnsafeInput() {
  return (req: Request, res: Response, next: NextFunction) => {
    let path: string;
    try {
      path = decodeURIComponent(req.path);
    } catch {
      return refuse(res, { message: 'The address is not valid' });
    }
    const problem = located('url', findInputProblem(path)) ?? located('query', findInputProblem(req.query)) ?? located(undefined, findInputProblem(req.body));
    if (problem) return refuse(res, { message: problem.message, details: [problem] });
    next();
  };
}

/** The problem's path prefixed with where it was: `url`, `query.userId`, or the body's own path. */
function located(where: 'url' | 'query' | undefined, problem: InputProblem | undefined): InputProblem | undefined {
  if (!problem || !where) return problem;
  return { ...problem, path: problem.path ? `${where}.${problem.path}` : where };
}

function refuse(res: Response, body: Omit<ErrorBody, 'error'>): void {
  res.status(400).json({ message: body.message, error: 'Bad Request', ...(body.details ? { details: body.details } : {}) } satisfies ErrorBody);
}
