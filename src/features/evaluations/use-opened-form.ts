import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { evaluationsTable } from '../../entities/evaluation/evaluation-row.ts';
import { useUserDb } from '../../lib/session/use-user-db.ts';

/**
 * A notification's link (`/evaluations?form=<id>`): the form's own school year, scrolled to;
 * a principal opening a staff member's form goes to that member's page. A form not on the
 * device yet leaves the page as it is.
 */
export function useOpenedForm(viewerId: string, scrollTargetId: string): void {
  const db = useUserDb();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const formId = params.get('form');
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!formId || handled.current === formId) return;
    handled.current = formId;
    void evaluationsTable(db)
      .get(formId)
      .then((form) => {
        if (!form) return;
        if (form.evaluateeId !== viewerId) {
          void navigate(`/evaluations/user/${form.evaluateeId}?year=${form.schoolYear}`, {
            replace: true,
          });
          return;
        }
        setParams(
          (current) => {
            current.set('year', form.schoolYear);
            current.delete('form');
            return current;
          },
          { replace: true },
        );
        requestAnimationFrame(() =>
          document
            .getElementById(scrollTargetId)
            ?.scrollIntoView({ block: 'start', behavior: 'smooth' }),
        );
      });
  }, [db, formId, navigate, scrollTargetId, setParams, viewerId]);
}
