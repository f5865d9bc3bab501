import { fieldRefusal } from '@icast/contracts';
import { BadRequestException } from '@nestjs/common';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonWords } from '@zxcvbn-ts/language-common';
import { dictionary as englishWords, translations } from '@zxcvbn-ts/language-en';

/**
 * zxcvbn's score 3 of 4, "safely unguessable" (about 10^8 guesses or more): with argon2id and the sign-in lockout
 * that is far beyond what an attacker can try online, and still allows a phrase of a few ordinary words.
 */
const MIN_SCORE = 3;
/** What an attacker of this site would try first, besides the member's own name and e-mail. */
const SITE_WORDS = ['icast', 'icastschools', 'icast schools', 'elebu', 'ibadan'];
const FALLBACK_ADVICE = 'Add another word or two. Uncommon words are better.';

/** Built on first use: loading the dictionaries takes about half a second. */
let estimator: ZxcvbnFactory | undefined;
const estimate = (password: string, userInputs: string[]) => {
  estimator ??= new ZxcvbnFactory({
    translations,
    graphs: adjacencyGraphs,
    dictionary: { ...commonWords, ...englishWords },
  });
  return estimator.check(password, userInputs);
};

/** Whose password it is: their e-mail and name (and the words in them) make a weak password. */
export interface PasswordOwner {
  email?: string;
  name?: string;
}

function ownerWords({ email = '', name = '' }: PasswordOwner): string[] {
  const local = email.toLowerCase().split('@')[0] ?? '';
  const nameWords = name.toLowerCase().split(/\s+/).filter(Boolean);
  const parts = [local, ...local.split(/[^a-z0-9]+/), ...nameWords, nameWords.join('')];
  return [email.toLowerCase(), ...parts, ...SITE_WORDS].filter((word) => word.length >= 3);
}

/**
 * Why this password is too easy to guess, in the estimator's words ("This is a frequently used password. Add
 * more words that are less common."), or undefined when it is strong enough.
 */
export function passwordWeakness(password: string, owner: PasswordOwner): string | undefined {
  const { score, feedback } = estimate(password, ownerWords(owner));
  if (score >= MIN_SCORE) return undefined;
  return [feedback.warning, ...feedback.suggestions].filter(Boolean).join(' ') || FALLBACK_ADVICE;
}

/**
 * Refuses a weak password with a 400 at its field (the body's name for it) giving the reason in words: "Password is
 * too easy to guess: ...".
 */
export function assertStrongPassword(password: string, owner: PasswordOwner, field: string, label = 'Password'): void {
  const weakness = passwordWeakness(password, owner);
  if (weakness) throw new BadRequestException(fieldRefusal(field, `${label} is too easy to guess: ${weakness}`));
}
