import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from './CopyButton';

afterEach(() => vi.useRealTimers());

describe('<CopyButton>', () => {
  it('puts the code on the clipboard and confirms it to every reader, then clears the message', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<CopyButton text="PARRAIN42" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copier le code' }));
    });
    expect(writeText).toHaveBeenCalledWith('PARRAIN42');
    expect(status.textContent).toBe('Code copié');
    // The message stays 2.5 s, written out so that a changed delay fails here.
    await act(async () => {
      vi.advanceTimersByTime(2_499);
    });
    expect(status.textContent).toBe('Code copié');
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(status.textContent).toBe('');
  });

  it('tells the reader to copy by hand when the browser refuses', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    render(<CopyButton text="X" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copier le code' }));
    });
    expect(screen.getByRole('status').textContent).toMatch(/^Copie impossible/);
    expect(warn).toHaveBeenCalled();
  });
});
