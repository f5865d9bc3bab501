import { BadRequestException, type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';

/** No real form nests this deep; deeper input would overflow the stack of class-transformer (a 500). */
export const MAX_INPUT_DEPTH = 32;

const isUnsafeKey = (key: string) => key.startsWith('$') || key.includes('.');

/**
 * Why `value` must not reach a handler: a key MongoDB would read as an operator (`$gt`) or a path (`a.b`),
 * or nesting deeper than MAX_INPUT_DEPTH. Iterative, so hostile input cannot overflow the stack here.
 */
export function findInputProblem(value: unknown): string | undefined {
  const pending: Array<{ node: unknown; depth: number }> = [{ node: value, depth: 0 }];
  while (pending.length > 0) {
    const { node, depth } = pending.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return `Input is nested too deeply (more than ${MAX_INPUT_DEPTH} levels)`;
    // Arrays item by item: spreading a 500k-element array into push() would itself overflow the stack.
    const children = Array.isArray(node) ? node.entries() : Object.entries(node);
    for (const [key, child] of children) {
      if (typeof key === 'string' && isUnsafeKey(key)) return `Invalid field name: ${key}`;
      pending.push({ node: child, depth: depth + 1 });
    }
  }
  return undefined;
}

/** Rejects operator injection (`{"number": {"$gt": ""}}`) and hostile nesting in bodies and query strings, before any pipe or handler runs. */
@Injectable()
export class RejectMongoOperatorsGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<Request>();
    const problem = findInputProblem(request.body) ?? findInputProblem(request.query);
    if (problem !== undefined) throw new BadRequestException(problem);
    return true;
  }
}
