import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { FinishStep, type ConfirmState } from './finish-step';

const renderFinish = (state: ConfirmState, business = false) =>
  renderWithProviders(<FinishStep state={state} business={business} />, '/', new QueryClient());

describe('finish step (spec 3 point 2)', () => {
  it('shows a markdown body as its paragraphs of text', () => {
    renderFinish({
      status: 'done',
      render: {
        format: 'markdown',
        body: '# ¡Gracias, Marta!\n\nTe **llamaremos** en dos días\nlaborables. [Más](https://example.com).',
      },
    });
    expect(screen.getByText('¡Gracias, Marta!')).toBeInTheDocument();
    expect(screen.getByText('Te llamaremos en dos días laborables. Más.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says the contract was sent, in its own words for a business', () => {
    const { unmount } = renderFinish({ status: 'done', render: null });
    expect(
      screen.getByText(/Te enviaremos el contrato por correo electrónico/),
    ).toBeInTheDocument();
    unmount();
    renderFinish({ status: 'done', render: null }, true);
    expect(screen.getByText(/Un gestor se pondrá en contacto contigo/)).toBeInTheDocument();
  });

  it('shows a spinner while confirming and the connectivity error on failure', () => {
    const { unmount } = renderFinish({ status: 'pending' });
    expect(screen.getByRole('status')).toHaveTextContent('Enviando tu contratación…');
    unmount();
    renderFinish({ status: 'error' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No hemos podido enviar tu contratación. Comprueba tu conexión',
    );
  });
});
