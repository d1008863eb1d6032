import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'wouter';
import { button, fullWidth, iconButton } from './button.css';

type Variant = keyof typeof button;

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  block?: boolean;
}

export function Button({ variant = 'primary', block, className, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={[button[variant], block && fullWidth, className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}

interface ButtonLinkProps {
  href: string;
  variant?: Variant;
  block?: boolean;
  className?: string;
  children: ReactNode;
  state?: unknown;
  /** Runs before the link navigates (the cart's link closes the drawer it stands in). */
  onClick?: () => void;
}

/** A real link that looks like a button. */
export function ButtonLink({ href, variant = 'primary', block, className, children, state, onClick }: ButtonLinkProps) {
  return (
    <Link
      href={href}
      state={state}
      onClick={onClick}
      className={[button[variant], block && fullWidth, className].filter(Boolean).join(' ')}
    >
      {children}
    </Link>
  );
}

interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  label: string;
}

/** A round icon-only button; `label` is its accessible name. */
export function IconButton({ label, className, type = 'button', children, ...rest }: IconButtonProps) {
  return (
    <button type={type} aria-label={label} className={[iconButton, className].filter(Boolean).join(' ')} {...rest}>
      {children}
    </button>
  );
}

export { iconButton as iconButtonClass };
