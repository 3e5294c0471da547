import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentStatus } from './payment-status';

const base = { amount_total: 50, amount_pending: 0 };

describe('PaymentStatus (spec 2 point 4)', () => {
  it('shows the status as a chip or as plain text with its tone', () => {
    const { container, rerender } = render(
      <PaymentStatus invoice={{ ...base, paid: 'pending_transfer' }} mode="chiped" />,
    );
    expect(screen.getByText('Pendiente de transferencia')).toBeInTheDocument();
    expect(container.querySelector('.MuiChip-root')).toHaveAttribute('data-tone', 'warning');

    rerender(<PaymentStatus invoice={{ ...base, paid: 'paid' }} mode="base" />);
    expect(screen.getByText('Pagada')).toBeInTheDocument();
    expect(container.querySelector('.MuiChip-root')).toBeNull();
    expect(container.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'success');

    rerender(
      <PaymentStatus
        invoice={{ amount_total: 50, amount_pending: 50, paid: 'unpaid' }}
        mode="base"
      />,
    );
    expect(container.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'error');
  });

  it('shows refund labels for annulments', () => {
    const { rerender } = render(
      <PaymentStatus
        invoice={{ ...base, paid: 'pending_remesa', rectificative_type: 'B' }}
        mode="chiped"
      />,
    );
    expect(screen.getByText('Devolución pendiente')).toBeInTheDocument();
    rerender(
      <PaymentStatus invoice={{ ...base, paid: 'paid', rectificative_type: 'A' }} mode="chiped" />,
    );
    expect(screen.getByText('Reembolsada')).toBeInTheDocument();
  });

  it('shows nothing for a state the spec does not name', () => {
    const { container } = render(
      <PaymentStatus invoice={{ ...base, paid: 'cancelled' }} mode="chiped" />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
