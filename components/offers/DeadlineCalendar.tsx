'use client';

import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { NBSP } from '@/lib/french';
import type { CalendarFacts, CalendarPlan } from '@/lib/offers/calendar';

/** Plain data from the offer's record (lib/offers/calendar.ts calendarFactsOf), so the server can pass it to this client component. */
export type DeadlineCalendarProps = CalendarFacts;

/**
 * The offer's deadlines as an .ics file, computed in the browser from the day the visitor
 * says they opened their account (docs/behaviours.md#calendrier-des-échéances). Nothing is stored or sent: the date
 * lives in this component's state and the file in a Blob. Visitors without JavaScript, for
 * whom it could not work, never see it: the style sheet removes it unless the boot script has
 * marked the page (`html[data-js]`) before the first paint. With scripts, its place is kept
 * from the start but it stays invisible until its code runs (`data-live`): a date typed into
 * the server's copy would be lost before hydration, and showing it moves nothing.
 */
// Whether this render runs in a browser with the component's code: false on the server, true once mounted.
const subscribe = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

// The date arithmetic and the file's writer load once the visitor gives a date, not with the page.
type Planner = typeof import('@/lib/offers/calendar');
const loadPlanner = (): Promise<Planner> => import('@/lib/offers/calendar');

/** The planner, loaded once the visitor has typed a date. */
function usePlanner(opening: string): Planner | undefined {
  const [planner, setPlanner] = useState<Planner>();
  useEffect(() => {
    if (opening === '' || planner) return;
    let current = true;
    void loadPlanner().then((loaded) => {
      if (current) setPlanner(loaded);
    });
    return () => {
      current = false;
    };
  }, [opening, planner]);
  return planner;
}

/** The dates computed from the visitor's day, and the deadlines no date can be computed for. */
function PlannedDates({ plan, planner }: { plan: CalendarPlan; planner: Planner }) {
  return (
    <>
      <ul className="deadline-calendar__dates" aria-label="Dates calculées">
        {plan.events.map((event) => (
          <li key={event.key}>
            <strong>{planner.frenchDay(event.day)}</strong>
            {NBSP}: {event.title}
          </li>
        ))}
      </ul>
      {plan.undated.length > 0 ? (
        <p className="deadline-calendar__undated">
          Sans date calculable, donc absent du fichier{NBSP}: {plan.undated.map((item) => `${item.text} (${item.when})`).join(`${NBSP}; `)}.
        </p>
      ) : null}
    </>
  );
}

export function DeadlineCalendar(facts: DeadlineCalendarProps) {
  const live = useSyncExternalStore(subscribe, inBrowser, onServer);
  const inputId = useId();
  const [opening, setOpening] = useState('');
  const [message, setMessage] = useState('');
  const lastUrl = useRef<string | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);
  const planner = usePlanner(opening);

  // The object URL must outlive the click that starts the download, so it is freed at the next file or when the block goes.
  useEffect(
    () => () => {
      if (lastUrl.current) URL.revokeObjectURL(lastUrl.current);
    },
    [],
  );

  const day = planner?.parseDay(opening);
  const plan = day === undefined || planner === undefined ? undefined : planner.planCalendar(facts, day);

  const download = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const calendar = planner ?? (await loadPlanner());
    const day = calendar.parseDay(opening);
    const plan = day === undefined ? undefined : calendar.planCalendar(facts, day);
    if (day === undefined || plan === undefined) {
      // Browsers without a date picker show a text field: the expected form is then spelled out.
      setMessage(`Indiquez d’abord la date d’ouverture de votre compte (par exemple 2026-01-15).`);
      input.current?.focus();
      return;
    }
    // The file's writer comes with the first request for it, not with the page.
    const { toICalendar } = await import('@/lib/offers/ical');
    const file = new Blob([toICalendar(facts, day, plan, new Date())], { type: 'text/calendar;charset=utf-8' });
    if (lastUrl.current) URL.revokeObjectURL(lastUrl.current);
    lastUrl.current = URL.createObjectURL(file);
    const link = document.createElement('a');
    link.href = lastUrl.current;
    link.download = calendar.calendarFileName(facts.provider);
    link.click();
    const count = plan.events.length;
    setMessage(
      `Fichier ${link.download} créé${NBSP}: ouvrez-le pour ajouter ${count === 1 ? 'la date' : `les ${count} dates`} à votre agenda.`,
    );
  };

  return (
    <div className="deadline-calendar" data-live={live ? '' : undefined}>
      <form className="deadline-calendar__form" onSubmit={download}>
        <label htmlFor={inputId}>Date d’ouverture de votre compte</label>
        <input
          ref={input}
          id={inputId}
          type="date"
          required
          value={opening}
          onChange={(event) => {
            setOpening(event.target.value);
            setMessage('');
          }}
        />
        <button type="submit" className="button button--small">
          Ajouter les échéances à mon agenda (.ics)
        </button>
      </form>
      <p role="status" className="deadline-calendar__status">
        {message}
      </p>
      {plan && planner ? <PlannedDates plan={plan} planner={planner} /> : null}
      <p className="deadline-calendar__note">
        Dates calculées à partir du jour que vous indiquez, selon les délais publiés. Rien n’est enregistré ni envoyé{NBSP}: le fichier est
        créé dans votre navigateur.
      </p>
    </div>
  );
}
