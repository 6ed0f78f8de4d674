import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'gold' | 'outline' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'md' | 'sm';
}

export function Button({
  variant = 'primary',
  size = 'md',
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = ['kui-btn', `kui-btn--${variant}`, size === 'sm' && 'kui-btn--sm', className].filter(
    Boolean,
  );
  return <button type={type} className={classes.join(' ')} {...rest} />;
}
