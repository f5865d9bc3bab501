import type { ReactNode } from 'react';

export interface WhatsAppLinkProps {
  /** A click-to-chat address (`whatsappHref` in @icast/content). */
  href: string;
  className?: string;
  /** Shown beside the icon; a screen reader also hears that WhatsApp opens. */
  children: ReactNode;
  /** Only the icon shows; the words are for screen readers (the round button beside the chat launcher). */
  iconOnly?: boolean;
}

/** WhatsApp's speech-bubble-and-handset mark, drawn once for every WhatsApp link on the site. */
function WhatsAppIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24" fill="currentColor">
      <path d="M12 2a9.9 9.9 0 0 0-8.5 15l-1.4 5 5.2-1.4A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.1l-.3-.2-3.1.8.8-3-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.9c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.2 2.2 2.2 0 0 0 .2-1.3c-.1-.1-.3-.2-.5-.3Z" />
    </svg>
  );
}

/** A link that opens a WhatsApp chat with the school, in a new tab (the app on a phone). */
export function WhatsAppLink({ href, className, children, iconOnly = false }: WhatsAppLinkProps) {
  return (
    <a
      href={href}
      className={['icast-whatsapp', className].filter(Boolean).join(' ')}
      target="_blank"
      rel="noopener noreferrer"
    >
      <WhatsAppIcon />
      <span className={iconOnly ? 'icast-visually-hidden' : undefined}>{children}</span>
      <span className="icast-visually-hidden"> (opens WhatsApp)</span>
    </a>
  );
}
