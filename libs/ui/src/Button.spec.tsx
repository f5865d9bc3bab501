import { render, screen } from '@testing-library/react';
import { Button, buttonClassName } from './Button';

describe('Button', () => {
  it('is a type=button with the variant class so it never submits a form by accident', () => {
    render(<Button variant="accent">Apply</Button>);
    const button = screen.getByRole('button', { name: 'Apply' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toBe('icast-button icast-button--accent');
  });

  it('builds link classes with the same look', () => {
    expect(buttonClassName('outline', 'wide')).toBe('icast-button icast-button--outline wide');
  });
});
