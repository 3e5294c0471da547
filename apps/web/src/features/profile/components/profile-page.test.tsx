import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/api-mock';
import { renderApp } from '@/testing/render-app';

function describedValue(term: string): string | null | undefined {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent;
}

describe('profile page', () => {
  it('shows the version 2 profile and the newsletter link', async () => {
    mockApi('GET', '/api/v2/users/', {
      body: {
        profile: {
          name: 'Ana Puig',
          vat: '12345678Z',
          email: 'ana@example.com',
          mobile: null,
          language: 'ca',
        },
        newsletter_url: 'https://news.example.com/ana',
      },
    });
    await renderApp('/perfil', { token: 'jwt' });

    expect(await screen.findByText('Ana Puig')).toBeInTheDocument();
    expect(describedValue('DNI / NIF')).toBe('12345678Z');
    expect(describedValue('Correo electrónico')).toBe('ana@example.com');
    expect(describedValue('Móvil')).toBe('Sin indicar');
    expect(
      screen.getByRole('link', { name: /Gestionar mis suscripciones a boletines/ }),
    ).toHaveAttribute('href', 'https://news.example.com/ana');
  });

  it('falls back to version 1', async () => {
    mockApi('GET', '/api/v2/users/', { status: 404, body: { error: 'not_found' } });
    mockApi('GET', '/api/v1/users/', {
      body: {
        name: 'Joan',
        email: 'joan@example.com',
        mobile: '+34600000000',
        newsletter_url: null,
      },
    });
    await renderApp('/profile', { token: 'jwt' });

    expect(await screen.findByText('Joan')).toBeInTheDocument();
    expect(describedValue('Mobile phone')).toBe('+34600000000');
    expect(screen.queryByText('Tax ID')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /newsletter/ })).not.toBeInTheDocument();
  });

  it('offers a retry when loading fails', async () => {
    mockApi('GET', '/api/v2/users/', { status: 500, body: { error: 'internal_error' } });
    await renderApp('/perfil', { token: 'jwt' });
    expect(
      await screen.findByText(/No se han podido cargar los datos del perfil/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
