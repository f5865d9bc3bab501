import type { ReactNode } from 'react';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** Errors interrupt (role=alert); everything else is announced politely (role=status). */
export function Alert({ tone = 'info', title, children, className }: AlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={['icast-alert', `icast-alert--${tone}`, className].filter(Boolean).join(' ')}
    >
      {title && <p className="icast-alert__title">{title}</p>}
      {children}
    </div>
  );
}
