import { phoneNumbersIn, telHref } from '@icast/content';

/**
 * Text staff wrote (an FAQ answer, the announcement, an event's or album's description) with every mobile number
 * in it a tel: link, so a parent on a phone taps it to call instead of copying it.
 */
export function PhoneLinks({ text }: { text: string }) {
  return (
    <>
      {phoneNumbersIn(text).map((part, index) =>
        part.phone ? (
          <a key={index} href={telHref(part.text)} className="icast-tel">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
