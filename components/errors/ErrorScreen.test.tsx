import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorScreen } from './ErrorScreen';

const setUserAgent = (userAgent: string) => vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
afterEach(() => vi.restoreAllMocks());

describe('ErrorScreen', () => {
  it('shows a visitor the French error page with a retry button and a link home', () => {
    setUserAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36');
    const retry = vi.fn();
    render(<ErrorScreen error={new Error('panne')} retry={retry} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Une erreur est survenue' })).toBeTruthy();
    screen.getByRole('button', { name: 'Réessayer' }).click();
    expect(retry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Retour à la page d’accueil' }).getAttribute('href')).toBe('/');
  });

  it('renders nothing for a bot and logs the error instead', () => {
    setUserAgent('Mozilla/5.0 (compatible; Qwantbot/1.0; +https://help.qwant.com/bot/)');
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new Error('panne');
    const { container } = render(<ErrorScreen error={error} retry={() => {}} />);
    expect(container.innerHTML).toBe('');
    expect(log).toHaveBeenCalledWith('Erreur de rendu : page d’erreur non affichée au robot Qwant.', error);
  });
});
