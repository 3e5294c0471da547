import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailAddress } from './email-address';

describe('an e-mail address', () => {
  it('may break only after its @ and before its dots, and reads as the whole address', () => {
    const { container } = render(<EmailAddress address="maria.fernandez@correo-empresa.com" />);
    const address = container.firstElementChild!;
    expect(address).toHaveTextContent(/^maria\.fernandez@correo-empresa\.com$/);
    const pieces = Array.from(address.childNodes).map((node) =>
      node.nodeName === 'WBR' ? '|' : node.textContent,
    );
    expect(pieces.join('')).toBe('maria|.fernandez@|correo-empresa|.com');
  });
});
