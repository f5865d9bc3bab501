/**
 * The shortest staff password: the first admin's (ADMIN_PASSWORD) and every one set through the API. A file with no
 * imports, so identity's DTOs and the environment check (which asks identity how guessable a password is) share it
 * without an import cycle: through the cycle, a spec that loaded the environment check first decorated the DTOs
 * before this value existed.
 */
export const MIN_PASSWORD_LENGTH = 10;
