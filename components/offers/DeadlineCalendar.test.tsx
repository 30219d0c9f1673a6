import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NBSP } from '@/lib/french';
import { DeadlineCalendar, type DeadlineCalendarProps } from './DeadlineCalendar';

const FACTS: DeadlineCalendarProps = {
  provider: 'FORTUNEO_GOLD',
  label: 'Fortuneo (carte Gold)',
  conditions: [
    { kind: 'code', text: 'Code saisi à l’inscription', deadline: { text: 'à l’inscription' }, certainty: 'sure' },
    { kind: 'deposit', text: 'Premier dépôt de 300 € au moins', deadline: { days: 30, from: 'l’ouverture du compte' }, certainty: 'sure' },
    { kind: 'other', text: 'Carte activée', deadline: { unpublished: true }, certainty: 'sure' },
  ],
  payout: { text: 'Sous 60 jours', days: 60 },
};

afterEach(() => vi.restoreAllMocks());

/** Captures the file the block hands to the browser: jsdom has no object URLs and no downloads. */
function catchDownloads() {
  const files: Blob[] = [];
  const createObjectURL = vi.fn((file: Blob) => {
    files.push(file);
    return `blob:test/${files.length}`;
  });
  const revokeObjectURL = vi.fn();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  const clicks: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push(this);
  });
  return { files, clicks, revokeObjectURL };
}

const dateInput = () => screen.getByLabelText('Date d’ouverture de votre compte');
const button = () => screen.getByRole('button', { name: 'Ajouter les échéances à mon agenda (.ics)' });

describe('<DeadlineCalendar>', () => {
  it('is laid out from the server HTML (showing it later would move the page); the style sheet hides it without JavaScript', () => {
    const html = renderToString(<DeadlineCalendar {...FACTS} />);
    expect(html).toMatch(/^<div class="deadline-calendar">/);
    expect(html).not.toContain('data-live');
    const css = readFileSync(join(import.meta.dirname, '../../app/globals.css'), 'utf8');
    expect(css).toMatch(/html:not\(\[data-js\]\) \.deadline-calendar \{\s*display: none;/);
  });

  it('shows itself in the browser, dates the deadlines and builds the .ics file there', async () => {
    const { files, clicks, revokeObjectURL } = catchDownloads();
    const { container, unmount } = render(<DeadlineCalendar {...FACTS} />);
    expect(container.querySelector('.deadline-calendar')?.hasAttribute('data-live')).toBe(true);

    fireEvent.change(dateInput(), { target: { value: '2026-12-20' } });
    // The date arithmetic loads with the first date given.
    expect(
      within(await screen.findByRole('list', { name: 'Dates calculées' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`19 janvier 2027${NBSP}: Premier dépôt de 300 € au moins (date limite)`]);
    // The card's activation has no published delay, so the payout cannot be dated either: both are said.
    expect(container.querySelector('.deadline-calendar__undated')?.textContent).toBe(
      `Sans date calculable, donc absent du fichier${NBSP}: Carte activée (délai non publié)${NBSP}; Versement de la prime (Sous 60 jours).`,
    );

    await act(async () => {
      fireEvent.click(button());
    });
    // The file's writer is loaded on this first request.
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]?.download).toBe('parrainage-fortuneo-gold.ics');
    expect(clicks[0]?.href).toBe('blob:test/1');
    expect(files[0]?.type).toBe('text/calendar;charset=utf-8');
    const ics = await new Promise<string>((resolve) => {
      // jsdom's Blob has no text(): its FileReader reads it.
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(files[0] as Blob);
    });
    expect(ics).toContain('\r\nDTSTART;VALUE=DATE:20270119\r\nDTEND;VALUE=DATE:20270120\r\n');
    expect(screen.getByRole('status').textContent).toBe(
      `Fichier parrainage-fortuneo-gold.ics créé${NBSP}: ouvrez-le pour ajouter la date à votre agenda.`,
    );

    // A second file frees the first one's URL; leaving the page frees the last.
    await act(async () => {
      fireEvent.click(button());
    });
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:test/1'));
    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:test/2');
  });

  it('asks for the date instead of making an empty file', async () => {
    const { clicks } = catchDownloads();
    render(<DeadlineCalendar {...FACTS} />);
    fireEvent.change(dateInput(), { target: { value: '' } });
    await act(async () => {
      // Submitted as a browser without date validation would: the block checks the date itself.
      fireEvent.submit(button().closest('form') as HTMLFormElement);
    });
    expect(clicks).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toMatch(/^Indiquez d’abord la date d’ouverture de votre compte/);
    expect(document.activeElement).toBe(dateInput());
    expect(screen.queryByRole('list')).toBeNull();
  });
});
