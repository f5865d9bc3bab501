import type { HydrationState } from 'react-router-dom';

/**
 * The route data the document server wrote into the page, as the data router takes it: loader data by route id and
 * the action's answer. Anything else (no block, a malformed one) means the page is drawn by the browser.
 */
export function hydrationDataOf(value: unknown): HydrationState | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { loaderData, actionData } = value as { loaderData?: unknown; actionData?: unknown };
  if (typeof loaderData !== 'object' || loaderData === null) return undefined;
  return {
    loaderData: loaderData as HydrationState['loaderData'],
    actionData:
      typeof actionData === 'object' && actionData !== null ? (actionData as HydrationState['actionData']) : null,
  };
}
