import { BadRequestException, type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';

/** No real form nests this deep; deeper input would overflow the stack of class-transformer (a 500). */
export const MAX_INPUT_DEPTH = 32;

/**
 * No form sends more values (the longest list a route takes is an album's 200 photo ids): a body or query string
 * with more is refused before validation, whose work grows with every unknown key it must name.
 */
export const MAX_INPUT_ENTRIES = 1000;

/**
 * The longest path parameter or query value any route takes (a parent's link token is the longest, under 1,000
 * characters; a search is at most 100). Longer ones are refused before a pipe, pattern or database query sees them.
 */
export const MAX_URL_VALUE_LENGTH = 1000;

export const inputMessages = {
  tooDeep: `Input is nested too deeply (more than ${MAX_INPUT_DEPTH} levels)`,
  tooManyEntries: `Too many fields: a request carries at most ${MAX_INPUT_ENTRIES} values`,
  unsafeKey: (key: string) => `Invalid field name: ${key.length > 40 ? `${key.slice(0, 40)}...` : key}`,
  urlValueTooLong: (where: string) =>
    `${where} is too long: an address carries values of at most ${MAX_URL_VALUE_LENGTH} characters`,
};

const isUnsafeKey = (key: string) => key.startsWith('$') || key.includes('.');

/**
 * Why `value` must not reach a handler: a key MongoDB would read as an operator (`$gt`) or a path (`a.b`), nesting
 * deeper than MAX_INPUT_DEPTH, or more than MAX_INPUT_ENTRIES keys and items in all. Iterative and stopping at the
 * first problem, so hostile input can neither overflow the stack here nor make this walk long.
 */
export function findInputProblem(value: unknown): string | undefined {
  const pending: Array<{ node: unknown; depth: number }> = [{ node: value, depth: 0 }];
  let entries = 0;
  while (pending.length > 0) {
    const { node, depth } = pending.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return inputMessages.tooDeep;
    // Counted before they are listed: Object.keys of a huge object is itself the work being refused.
    const size = Array.isArray(node) ? node.length : countKeysUpTo(node, MAX_INPUT_ENTRIES - entries + 1);
    entries += size;
    if (entries > MAX_INPUT_ENTRIES) return inputMessages.tooManyEntries;
    // Arrays item by item: spreading a 500k-element array into push() would itself overflow the stack.
    const children = Array.isArray(node) ? node.entries() : Object.entries(node);
    for (const [key, child] of children) {
      if (typeof key === 'string' && isUnsafeKey(key)) return inputMessages.unsafeKey(key);
      pending.push({ node: child, depth: depth + 1 });
    }
  }
  return undefined;
}

/** An object's own enumerable keys, counted up to `cap`. */
function countKeysUpTo(node: object, cap: number): number {
  let count = 0;
  for (const key in node) {
    if (!Object.prototype.hasOwnProperty.call(node, key)) continue;
    if (++count >= cap) break;
  }
  return count;
}

/** The first path parameter or query value longer than MAX_URL_VALUE_LENGTH, named for the message. */
function findLongUrlValue(request: Request): string | undefined {
  for (const [name, value] of Object.entries(request.params ?? {})) {
    if (typeof value === 'string' && value.length > MAX_URL_VALUE_LENGTH) return inputMessages.urlValueTooLong(name);
  }
  const pending: unknown[] = [request.query];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string' && value.length > MAX_URL_VALUE_LENGTH) {
      return inputMessages.urlValueTooLong('A query value');
    }
    if (value !== null && typeof value === 'object') pending.push(...Object.values(value));
  }
  return undefined;
}

/**
 * Rejects operator injection (`{"number": {"$gt": ""}}`), hostile nesting, bodies and query strings with too many
 * values, and over-long path parameters and query values, before any pipe or handler runs.
 */
@Injectable()
export class RejectMongoOperatorsGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<Request>();
    const problem = findInputProblem(request.query) ?? findLongUrlValue(request) ?? findInputProblem(request.body);
    if (problem !== undefined) throw new BadRequestException(problem);
    return true;
  }
}
